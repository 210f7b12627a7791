import { createAbort, request } from '@/core/request'
import { toTransportError } from '@/core/request/error'
import { envelope, flush, never } from '../support/fakes'
import { failure, setupRequest } from '../support/setup-request'

jest.mock('@/core/navigation', () => jest.requireActual('../../../support/navigation').navigationMock())

describe('request: time-out, abort, network (spec §8)', () => {
  let env: ReturnType<typeof setupRequest>
  beforeEach(() => {
    env = setupRequest()
  })

  it('a hung call rejects with timeout after exactly 60 000 ms and toasts for 4000 ms', async () => {
    env.fake.answer(() => never())
    const pending = failure(request({ domain: 'user', path: '/p' }))
    await flush()
    env.clock.advance(59_999)
    await flush()
    expect(env.clock.pending()).toBe(1)
    env.clock.advance(1)
    const error = await pending
    expect(error.kind).toBe('timeout')
    expect(error.message).toBe('timeout')
    expect(env.toasts).toEqual([{ text: '请求超时', duration: 4000 }])
  })

  it('a shortened time-out applies, and the transport is told to abort', async () => {
    let aborted = false
    env.fake.answer((req) => {
      req.signal.addEventListener('abort', () => {
        aborted = true
      })
      return never()
    })
    const pending = failure(request({ domain: 'user', path: '/p', timeout: 1500 }))
    await flush()
    env.clock.advance(1500)
    expect((await pending).message).toBe('timeout')
    expect(aborted).toBe(true)
  })

  it('an answer in time clears the timer', async () => {
    env.fake.answer(() => envelope(200, 1))
    await request({ domain: 'user', path: '/p' })
    expect(env.clock.pending()).toBe(0)
  })

  it('abort by the caller rejects with abort, without a toast', async () => {
    env.fake.answer(() => never())
    const handle = createAbort()
    const pending = failure(request({ domain: 'user', path: '/p', signal: handle.signal }))
    await flush()
    handle.abort()
    const error = await pending
    expect(error.kind).toBe('abort')
    expect(error.message).toBe('abort')
    expect(env.toasts).toEqual([])
  })

  it('an already aborted signal rejects at once', async () => {
    const handle = createAbort()
    handle.abort()
    const error = await failure(request({ domain: 'user', path: '/p', signal: handle.signal }))
    expect(error.kind).toBe('abort')
  })

  it('a network error rejects with no message and no toast', async () => {
    env.fake.answer(() => Promise.reject(new TypeError('Failed to fetch')))
    const error = await failure(request({ domain: 'user', path: '/p' }))
    expect(error.kind).toBe('network')
    expect(error.message).toBe('')
    expect(env.toasts).toEqual([])
  })

  it('never retries: a failing write is sent exactly once', async () => {
    env.fake.answer(() => Promise.reject(new TypeError('Failed to fetch')))
    await failure(request({ domain: 'posts', path: '/web/comments', method: 'POST', data: { text: 'x' } }))
    env.fake.answer(() => never())
    const pending = failure(request({ domain: 'posts', path: '/web/comments', method: 'POST', data: { text: 'x' } }))
    await flush()
    env.clock.advance(60_000)
    await pending
    env.fake.answer(() => envelope(500, null, 'boom'))
    await failure(request({ domain: 'posts', path: '/web/comments', method: 'PUT', data: {} }))
    await flush()
    expect(env.fake.requests).toHaveLength(3)
  })

  it('a late answer after the time-out is ignored', async () => {
    let answer: (v: unknown) => void = () => undefined
    env.fake.answer(() => new Promise((resolve) => {
      answer = resolve as (v: unknown) => void
    }))
    const pending = failure(request({ domain: 'user', path: '/p', timeout: 10 }))
    await flush()
    env.clock.advance(10)
    answer(envelope(200, 'late'))
    expect((await pending).kind).toBe('timeout')
  })
})

describe('toTransportError: what the runtimes reject with', () => {
  it.each([
    [{ errMsg: 'request:fail timeout' }, 'timeout', 'timeout'],
    [{ errMsg: 'uploadFile:fail timeout' }, 'timeout', 'timeout'],
    [{ errMsg: 'request:fail abort' }, 'abort', 'abort'],
    [Object.assign(new Error('The user aborted a request.'), { name: 'AbortError' }), 'abort', 'abort'],
    [{ errMsg: 'request:fail ' }, 'network', ''],
    [new TypeError('Failed to fetch'), 'network', ''],
    [undefined, 'network', ''],
  ])('%p -> %s', (raw, kind, message) => {
    const error = toTransportError(raw)
    expect(error.kind).toBe(kind)
    expect(error.message).toBe(message)
  })
})
