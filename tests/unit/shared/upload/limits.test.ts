import { imageType, MAX_IMAGE_BYTES, sizeRefusal, typeRefusal, uploadName } from '@/shared/upload/limits'
import { fitWithin, needsShrink } from '@/shared/upload/shrink-plan'

const img = (o: Partial<{ path: string; size: number; type: string; name: string }>) => ({ path: 'blob:1', size: 1000, type: '', ...o })

test('the type comes from the runtime, else from the extension', () => {
  expect(imageType(img({ type: 'image/png' }))).toBe('image/png')
  expect(imageType(img({ path: 'wxfile://tmp_abc.JPG' }))).toBe('image/jpeg')
  expect(imageType(img({ name: 'IMG_1.heic' }))).toBe('')
})

test('only JPG, PNG, GIF and WebP up to 2 MB may go, with reasons in Chinese', () => {
  expect(typeRefusal(img({ type: 'image/webp' }))).toBeUndefined()
  expect(typeRefusal(img({ type: 'image/svg+xml' }))).toBe('只能上传 JPG、PNG、GIF、WebP 格式的图片')
  expect(typeRefusal(img({ type: 'application/pdf', name: 'a.pdf' }))).toBe('只能上传 JPG、PNG、GIF、WebP 格式的图片')
  expect(sizeRefusal(img({ size: MAX_IMAGE_BYTES }))).toBeUndefined()
  expect(sizeRefusal(img({ size: MAX_IMAGE_BYTES + 1 }))).toBe('图片不能超过 2 MB，请换一张或裁剪后再试')
  expect(sizeRefusal(img({ size: 600 * 1024 }), 512 * 1024)).toBe('图片不能超过 0.5 MB，请换一张或裁剪后再试')
})

test('the server gets the phone name, or one made from the time and type', () => {
  expect(uploadName(img({ name: '车.png', type: 'image/png' }))).toBe('车.png')
  expect(uploadName(img({ type: 'image/webp' }), 42)).toBe('image-42.webp')
  expect(uploadName(img({ path: 'wxfile://tmp_1.png' }), 42)).toBe('image-42.png')
})

test('large still photos are compressed, never scaled up', () => {
  expect(needsShrink(img({ size: 3_000_000, type: 'image/jpeg' }))).toBe(true)
  expect(needsShrink(img({ size: 3_000_000, type: 'image/gif' }))).toBe(false)
  expect(needsShrink(img({ size: 100_000, type: 'image/jpeg' }))).toBe(false)
  expect(fitWithin(4000, 3000)).toEqual({ width: 1600, height: 1200 })
  expect(fitWithin(1000, 3200)).toEqual({ width: 500, height: 1600 })
  expect(fitWithin(800, 600)).toEqual({ width: 800, height: 600 })
})
