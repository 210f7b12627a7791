import { RequestError } from '@/core/request'
import { setToken } from '@/core/session/state'
import { chooseAndUpload, sendImage, uploadErrorText } from '@/shared/upload'
import { withRetry } from '@/shared/upload/send'
import { envelope } from '../../core/support/fakes'
import { pickFiles } from './files'
import { setupRequest } from '../../core/support/setup-request'

jest.mock('@/core/navigation', () => jest.requireActual('../../../support/navigation').navigationMock())

let env: ReturnType<typeof setupRequest>
beforeEach(() => {
  env = setupRequest()
  setToken('tok')
})
afterEach(() => jest.restoreAllMocks())

const picked = pickFiles

test('uploadImg gets the file with the auth header and its name; progress is passed on', async () => {
  env.fake.answerUpload((req) => {
    req.onProgress?.(50)
    return envelope(200, { url: 'http://127.0.0.1:9527/static/upload/1', name: 'a.png', size: 3, contentType: 'image/png' })
  })
  const progress = jest.fn()
  const url = await sendImage({ path: 'blob:1', size: 3, type: 'image/png', name: 'a.png' }, progress)
  expect(url).toBe('http://127.0.0.1:9527/static/upload/1')
  const req = env.fake.uploads[0]
  expect(req.url).toContain('/activity/api/v1/activity/app/file/uploadImg')
  expect(req.header.Authorization).toBe('Bearer tok')
  expect(req).toMatchObject({ name: 'file', fileName: 'a.png', filePath: 'blob:1' })
  expect(progress).toHaveBeenCalledWith(50)
  // The picture shows its own error; the request layer does not toast it too.
  expect(env.toasts).toEqual([])
})

test('a dropped connection is tried again; a refusal by the server is not', async () => {
  const dropped = jest.fn().mockRejectedValueOnce(new RequestError('network', '')).mockResolvedValue('ok')
  await expect(withRetry(dropped, 2, 0)).resolves.toBe('ok')
  expect(dropped).toHaveBeenCalledTimes(2)
  const refused = jest.fn().mockRejectedValue(new RequestError('status', '图片不能超过 2 MB'))
  await expect(withRetry(refused, 2, 0)).rejects.toThrow('图片不能超过 2 MB')
  expect(refused).toHaveBeenCalledTimes(1)
  const down = jest.fn().mockRejectedValue(new RequestError('timeout', 'timeout'))
  await expect(withRetry(down, 3, 0)).rejects.toThrow('timeout')
  expect(down).toHaveBeenCalledTimes(3)
})

test('failures read in Chinese: the server reason, else the cause', () => {
  expect(uploadErrorText(new RequestError('status', '只支持 PNG、JPEG 图片'))).toBe('只支持 PNG、JPEG 图片')
  expect(uploadErrorText(new RequestError('timeout', 'timeout'))).toBe('上传超时，请重试')
  expect(uploadErrorText(new RequestError('network', ''))).toBe('网络异常，上传失败，请重试')
  expect(uploadErrorText(new RequestError('file', 'file error'))).toBe('图片读取失败，请重新选择')
  expect(uploadErrorText(new Error('x'))).toBe('上传失败，请重试')
})

test('chooseAndUpload: checks, uploads what may go and says why the rest did not', async () => {
  const input = picked([
    { size: 1000, type: 'image/jpeg', name: 'a.jpg' },
    { size: 1000, type: 'application/pdf', name: 'b.pdf' },
    { size: 1000, type: 'image/png', name: 'c.png' },
    { size: 1000, type: 'image/png', name: 'd.png' },
  ])
  env.fake.answerUpload((req) => envelope(200, { url: `/u/${req.fileName}`, name: req.fileName, size: 1, contentType: 'image/png' }))
  const outcome = await chooseAndUpload({ count: 3, source: 'album' })
  expect(input).toHaveBeenCalledWith({ multiple: true, camera: false })
  expect(outcome.urls).toEqual(['/u/a.jpg', '/u/c.png'])
  expect(outcome.errors).toEqual(['本次最多选择 3 张，多出的图片未上传', '只能上传 JPG、PNG、GIF、WebP 格式的图片'])
})

test('closing the picker chooses nothing and is no error', async () => {
  picked([])
  await expect(chooseAndUpload({ count: 9 })).resolves.toEqual({ urls: [], errors: [] })
})
