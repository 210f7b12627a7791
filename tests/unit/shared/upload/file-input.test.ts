import { openFileInput } from '@/shared/upload/file-input'
import { pickImages } from '@/shared/upload/pick'

const input = () => document.querySelector('input[type=file]') as HTMLInputElement

beforeEach(() => {
  ;(URL as { createObjectURL?: (f: File) => string }).createObjectURL = (f: File) => `blob:${f.name}`
  jest.spyOn(HTMLInputElement.prototype, 'click').mockImplementation(() => undefined)
})
afterEach(() => jest.restoreAllMocks())

function choose(files: File[]) {
  Object.defineProperty(input(), 'files', { value: files })
  input().dispatchEvent(new Event('change'))
}

test('opens an image input at once (inside the tap), gives the chosen files and removes the input', async () => {
  const chosen = openFileInput({ multiple: true, camera: false })
  expect(HTMLInputElement.prototype.click).toHaveBeenCalledTimes(1)
  expect([input().accept, input().multiple, input().hasAttribute('capture')]).toEqual(['image/*', true, false])
  const file = new File(['abc'], 'a.png', { type: 'image/png' })
  choose([file])
  await expect(chosen).resolves.toEqual([file])
  expect(input()).toBeNull()
})

test('the camera source goes straight to the back camera; closing the picker gives nothing', async () => {
  const chosen = openFileInput({ multiple: false, camera: true })
  expect(input().getAttribute('capture')).toBe('environment')
  expect(input().multiple).toBe(false)
  input().dispatchEvent(new Event('cancel'))
  await expect(chosen).resolves.toEqual([])
  expect(input()).toBeNull()
})

test('a video input offers videos', async () => {
  const chosen = openFileInput({ multiple: false, camera: false, accept: 'video/*' })
  expect(input().accept).toBe('video/*')
  input().dispatchEvent(new Event('cancel'))
  await expect(chosen).resolves.toEqual([])
})

test('pickImages: each file becomes a blob URL with its size, type and name', async () => {
  const picked = pickImages(3, 'both')
  choose([new File(['12345'], 'car.jpg', { type: 'image/jpeg' })])
  await expect(picked).resolves.toEqual([{ path: 'blob:car.jpg', size: 5, type: 'image/jpeg', name: 'car.jpg' }])
})
