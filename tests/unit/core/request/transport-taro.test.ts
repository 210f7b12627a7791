import Taro from '@tarojs/taro'
import { createAbort, RequestError } from '@/core/request'
import { taroTransport } from '@/core/request/transport-taro'

describe('the Taro transport (H5 build)', () => {
  afterEach(() => jest.restoreAllMocks())

  it('asks Taro for raw text and passes everything through', async () => {
    const spy = jest.spyOn(Taro, 'request').mockImplementation((() =>
      Promise.resolve({ statusCode: 200, data: '{"status":200}', header: { a: 'b' } })) as never)
    const handle = createAbort()
    const res = await taroTransport.request({
      url: 'http://h/p', method: 'POST', header: { X: '1' }, data: '{}', timeout: 5, signal: handle.signal,
    })
    expect(res).toEqual({ statusCode: 200, data: '{"status":200}', header: { a: 'b' } })
    const opts = spy.mock.calls[0][0] as unknown as Record<string, unknown>
    expect(opts).toMatchObject({ url: 'http://h/p', method: 'POST', header: { X: '1' }, data: '{}', timeout: 5, dataType: 'text', responseType: 'text' })
    expect(opts.signal).toBeDefined()
  })

  it('our abort reaches the fetch signal', async () => {
    let fetchSignal: AbortSignal | undefined
    jest.spyOn(Taro, 'request').mockImplementation(((opts: { signal: AbortSignal }) => {
      fetchSignal = opts.signal
      return new Promise(() => undefined)
    }) as never)
    const handle = createAbort()
    void taroTransport.request({ url: 'u', method: 'GET', header: {}, timeout: 5, signal: handle.signal })
    expect(fetchSignal!.aborted).toBe(false)
    handle.abort()
    expect(fetchSignal!.aborted).toBe(true)
  })

  it('maps a Taro failure to a RequestError', async () => {
    jest.spyOn(Taro, 'request').mockImplementation((() => Promise.reject(new TypeError('Failed to fetch'))) as never)
    const error = await taroTransport
      .request({ url: 'u', method: 'GET', header: {}, timeout: 5, signal: createAbort().signal })
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(RequestError)
    expect((error as RequestError).kind).toBe('network')
  })

  it('upload: an unreadable file rejects with file error before anything is sent', async () => {
    const upload = jest.spyOn(Taro, 'uploadFile')
    ;(globalThis as { fetch?: unknown }).fetch = jest.fn(() => Promise.reject(new TypeError('gone')))
    const error = (await taroTransport
      .upload({ url: 'u', header: {}, filePath: 'blob:x', name: 'file', formData: {}, timeout: 5, signal: createAbort().signal })
      .catch((e: unknown) => e)) as RequestError
    expect(error.kind).toBe('file')
    expect(error.message).toBe('file error')
    expect(upload).not.toHaveBeenCalled()
  })

  it('upload: a readable file goes to Taro.uploadFile with the header, without cookies (CORS refuses them)', async () => {
    ;(globalThis as { fetch?: unknown }).fetch = jest.fn(() => Promise.resolve({ ok: true, blob: () => Promise.resolve(new Blob(['x'])) }))
    const upload = jest.spyOn(Taro, 'uploadFile').mockImplementation((() => Promise.resolve({ statusCode: 200, data: '{"status":200,"data":1}' })) as never)
    const res = await taroTransport.upload({
      url: 'http://h/up', header: { Authorization: 'Bearer t' }, filePath: 'blob:x', name: 'file', formData: { a: '1' }, timeout: 5, signal: createAbort().signal,
    })
    expect(res).toEqual({ statusCode: 200, data: '{"status":200,"data":1}' })
    expect(upload.mock.calls[0][0]).toMatchObject({ url: 'http://h/up', filePath: 'blob:x', name: 'file', header: { Authorization: 'Bearer t' }, formData: { a: '1' }, timeout: 5, withCredentials: false })
  })

  it('upload: the file name goes along, and the task reports progress', async () => {
    ;(globalThis as { fetch?: unknown }).fetch = jest.fn(() => Promise.resolve({ ok: true, blob: () => Promise.resolve(new Blob(['x'])) }))
    const upload = jest.spyOn(Taro, 'uploadFile').mockImplementation((() =>
      Object.assign(Promise.resolve({ statusCode: 200, data: '' }), {
        onProgressUpdate: (cb: (p: { progress: number }) => void) => cb({ progress: 40 }),
      })) as never)
    const onProgress = jest.fn()
    await taroTransport.upload({
      url: 'u', header: {}, filePath: 'blob:x', name: 'file', fileName: 'a.png', formData: {}, timeout: 5, signal: createAbort().signal, onProgress,
    })
    expect(upload.mock.calls[0][0]).toMatchObject({ fileName: 'a.png' })
    expect(onProgress).toHaveBeenCalledWith(40)
  })

  it('download: maps Taro timeout failures', async () => {
    jest.spyOn(Taro, 'downloadFile').mockImplementation((() => Promise.reject({ errMsg: 'downloadFile:fail timeout' })) as never)
    const error = (await taroTransport.download({ url: 'u', header: {}, timeout: 5, signal: createAbort().signal }).catch((e: unknown) => e)) as RequestError
    expect(error.kind).toBe('timeout')
    expect(error.message).toBe('timeout')
  })
})
