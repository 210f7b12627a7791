import { download, RequestError, upload } from '@/core/request'
import { setToken } from '@/core/session/state'
import { envelope, flush, never } from '../support/fakes'
import { failure, setupRequest } from '../support/setup-request'

jest.mock('@/core/navigation', () => jest.requireActual('../../../support/navigation').navigationMock())

const BASE = 'http://127.0.0.1:9527'

describe('upload (multipart POST with the authorization header)', () => {
  let env: ReturnType<typeof setupRequest>
  beforeEach(() => {
    env = setupRequest()
  })

  it('sends the file with Authorization, access_token and a 60 000 ms time-out; resolves with data', async () => {
    setToken('tok')
    env.fake.answerUpload(() => envelope(200, { url: '/u/1.png' }))
    const result = await upload({ domain: 'activity', path: '/api/v1/activity/app/file/uploadImg', filePath: 'blob:1' })
    expect(result).toEqual({ url: '/u/1.png' })
    const req = env.fake.uploads[0]
    expect(req.url).toBe(`${BASE}/activity/api/v1/activity/app/file/uploadImg?access_token=tok`)
    expect(req.header.Authorization).toBe('Bearer tok')
    expect(req.header['Content-Type']).toBeUndefined()
    expect(req.name).toBe('file')
    expect(req.formData).toEqual({})
    expect(req.timeout).toBe(60000)
  })

  it('an upload error throws with the server message', async () => {
    env.fake.answerUpload(() => envelope(413, null, '文件过大'))
    const error = await failure(upload({ domain: 'activity', path: '/up', filePath: 'blob:1' }))
    expect(error.message).toBe('文件过大')
    expect(env.toasts).toEqual([{ text: '文件过大', duration: 4000 }])
  })

  it('an unreadable file rejects with file error', async () => {
    env.fake.answerUpload(() => Promise.reject(new RequestError('file', 'file error')))
    const error = await failure(upload({ domain: 'activity', path: '/up', filePath: 'blob:gone' }))
    expect(error.kind).toBe('file')
    expect(error.message).toBe('file error')
    expect(env.toasts).toEqual([{ text: '文件读取失败', duration: 4000 }])
  })

  it('an upload time-out rejects with timeout', async () => {
    env.fake.answerUpload(() => never())
    const pending = failure(upload({ domain: 'activity', path: '/up', filePath: 'blob:1' }))
    await flush()
    env.clock.advance(60_000)
    expect((await pending).message).toBe('timeout')
  })
})

describe('download (GET)', () => {
  let env: ReturnType<typeof setupRequest>
  beforeEach(() => {
    env = setupRequest()
  })

  it('downloads from a domain path with the token and a 60 000 ms time-out', async () => {
    setToken('tok')
    const res = await download({ domain: 'user', path: '/files/1' })
    expect(res).toEqual({ statusCode: 200, tempFilePath: 'blob:file' })
    expect(env.fake.downloads[0].url).toBe(`${BASE}/user/files/1?access_token=tok`)
    expect(env.fake.downloads[0].header.Authorization).toBe('Bearer tok')
    expect(env.fake.downloads[0].timeout).toBe(60000)
  })

  it('never sends the token to a bare URL unless asked', async () => {
    setToken('tok')
    await download({ url: 'https://cdn.example/a.pdf' })
    expect(env.fake.downloads[0].url).toBe('https://cdn.example/a.pdf')
    expect(env.fake.downloads[0].header.Authorization).toBeUndefined()
  })

  it('a download time-out rejects with timeout', async () => {
    env.fake.answerDownload(() => never())
    const pending = failure(download({ url: 'https://cdn.example/a.pdf' }))
    await flush()
    env.clock.advance(60_000)
    expect((await pending).message).toBe('timeout')
  })

  it('a failing HTTP status rejects with 服务器端错误', async () => {
    env.fake.answerDownload(() => ({ statusCode: 404, tempFilePath: '' }))
    const error = await failure(download({ url: 'https://cdn.example/a.pdf' }))
    expect(error.message).toBe('服务器端错误')
    expect(error.statusCode).toBe(404)
  })
})
