// H5: index.html's early answer for a GET URL is taken once, and handed over a task later (issue
// 42: the page's effects that ask for it and its render with it are not one long task).
import { earlyOr } from '@/core/request/early'
import type { TransportResponse } from '@/core/request/transport'

const ANSWERS = '__earlyAnswers'
const URL = 'https://api.ev-brand.cn/domain/2c/ev/tool-service/read/banner/list?position=home'
const early: TransportResponse = { statusCode: 200, data: '{"status":0,"data":[]}', header: {} }
const asked: TransportResponse = { statusCode: 200, data: '{"status":0,"data":[1]}', header: {} }

const globals = globalThis as Record<string, unknown>
afterEach(() => {
  delete globals[ANSWERS]
})

/** Every microtask queued so far has run; no task has. */
async function microtasks(): Promise<void> {
  for (let i = 0; i < 20; i += 1) await Promise.resolve()
}

const aTask = () => new Promise((resolve) => setTimeout(resolve, 0))

test('the early answer comes a task later, not in the microtasks of the call', async () => {
  globals[ANSWERS] = { [URL]: Promise.resolve(early) }
  const ask = jest.fn(async () => asked)
  let got: TransportResponse | undefined
  void earlyOr('GET', URL, ask).then((res) => {
    got = res
  })
  await microtasks()
  expect(got).toBeUndefined()
  await aTask()
  await microtasks()
  expect(got).toBe(early)
  expect(ask).not.toHaveBeenCalled()
})

test('taken once: the same URL again asks the server', async () => {
  globals[ANSWERS] = { [URL]: Promise.resolve(early) }
  const ask = jest.fn(async () => asked)
  await expect(earlyOr('GET', URL, ask)).resolves.toBe(early)
  await expect(earlyOr('GET', URL, ask)).resolves.toBe(asked)
  expect(ask).toHaveBeenCalledTimes(1)
})

test('an early call that failed, another URL or a write asks the server', async () => {
  const other = `${URL}&pageNo=2`
  globals[ANSWERS] = { [URL]: Promise.resolve(null), [other]: Promise.resolve(early) }
  const ask = jest.fn(async () => asked)
  await expect(earlyOr('GET', URL, ask)).resolves.toBe(asked)
  await expect(earlyOr('POST', other, ask)).resolves.toBe(asked)
  await expect(earlyOr('GET', `${URL}&x=1`, ask)).resolves.toBe(asked)
  expect(ask).toHaveBeenCalledTimes(3)
})
