import { PosterView } from '@/shared/poster'
import { render } from '../../../support/render'
import { waitFor } from '../../../support/wait-for'

const spec = {
  width: 200,
  height: 300,
  background: '#2f3b48',
  elements: [{ kind: 'text' as const, x: 10, y: 10, text: '车主邀请函', size: 16, color: '#ffffff' }],
}

test('H5: drawn off screen, shown as an image to long-press and save', async () => {
  const u = await render(PosterView, { spec, alt: '车主邀请函海报' })
  await waitFor(() => expect(u.queries.querySelector('.poster-view__image')).not.toBeNull())
  const image = u.queries.querySelector('.poster-view__image') as HTMLImageElement
  expect(image.getAttribute('src')).toMatch(/^data:image\/png/)
  expect(image.getAttribute('alt')).toBe('车主邀请函海报')
  expect(u.queries.querySelector('.poster-view__hint')?.textContent).toBe('长按图片保存')
  const canvas = u.queries.querySelector('canvas') as HTMLCanvasElement
  expect(canvas.width).toBe(200 * Math.min(3, Math.max(1, window.devicePixelRatio || 1)))
})

test('H5: a canvas that cannot be exported (a picture without CORS) says the poster failed', async () => {
  const exportImage = jest.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockImplementation(() => {
    throw new DOMException('tainted', 'SecurityError')
  })
  const u = await render(PosterView, { spec, alt: '海报' })
  await waitFor(() => expect(u.queries.querySelector('.poster-view__wait')?.textContent).toBe('海报生成失败，请稍后重试'))
  expect(u.queries.querySelector('.poster-view__image')).toBeNull()
  exportImage.mockRestore()
})
