import { Text } from '@tarojs/components'
import { getDisplayBoard } from '@/features/display/api'
import { DISPLAY_REFRESH_MS } from '@/features/display/constants'
import { useLiveBoard } from '@/features/display/use-live-board'
import { act, render } from '../../../support/render'
import { mockPage, openMockPage } from '../../../support/taro-page'

jest.mock('@/features/display/api', () => ({ getDisplayBoard: jest.fn() }))
jest.mock('@tarojs/taro', () => jest.requireActual('../../../support/taro-page').taroPageMock())

const read = getDisplayBoard as jest.Mock
const answer = (leads: number) => ({ eventId: 1601, totals: { leads }, updatedAt: '2026-11-26T08:00:00+08:00' })
/** Every render's state, to prove no render after the first answer lacks the figures. */
let seen: { leads?: number; stale: boolean; loading: boolean }[] = []

function Probe() {
  const board = useLiveBoard(1601)
  const state = { leads: board.data?.totals.leads, stale: board.stale, loading: board.loading }
  seen.push(state)
  return <Text className='probe'>{JSON.stringify(state)}</Text>
}

type Utils = Awaited<ReturnType<typeof render>>
const last = () => seen[seen.length - 1]
const pass = (ms: number) => act(async () => void jest.advanceTimersByTime(ms))

beforeEach(() => {
  seen = []
  openMockPage('/pages/display-data/display-data', { eventId: '1601' })
  jest.useFakeTimers({ doNotFake: ['requestAnimationFrame', 'setImmediate'] })
})
afterEach(() => {
  jest.useRealTimers()
  read.mockReset()
})

async function mounted(): Promise<Utils> {
  read.mockResolvedValueOnce(answer(10))
  const u = await render(Probe)
  await act(async () => undefined)
  expect(last()).toEqual({ leads: 10, stale: false, loading: false })
  return u
}

test('reads again every interval, keeping the figures on screen while it reads', async () => {
  await mounted()
  expect(read).toHaveBeenLastCalledWith({ eventId: 1601 })
  let resolve: (v: unknown) => void = () => undefined
  read.mockReturnValueOnce(new Promise((r) => (resolve = r)))
  await pass(DISPLAY_REFRESH_MS - 1)
  expect(read).toHaveBeenCalledTimes(1)
  await pass(1)
  expect(read).toHaveBeenCalledTimes(2)
  expect(last()).toEqual({ leads: 10, stale: false, loading: true })
  await act(async () => resolve(answer(12)))
  expect(last()).toEqual({ leads: 12, stale: false, loading: false })
  // After the first answer, no render went without the figures.
  const firstData = seen.findIndex((s) => s.leads !== undefined)
  expect(seen.slice(firstData).every((s) => s.leads !== undefined)).toBe(true)
})

test('a failed refresh keeps the last figures and marks them stale; the next success clears it', async () => {
  await mounted()
  read.mockRejectedValueOnce(new Error('网络异常'))
  await pass(DISPLAY_REFRESH_MS)
  expect(last()).toEqual({ leads: 10, stale: true, loading: false })
  read.mockResolvedValueOnce(answer(15))
  await pass(DISPLAY_REFRESH_MS)
  expect(last()).toEqual({ leads: 15, stale: false, loading: false })
})

test('hidden, the timer stops; shown again, it reads at once and ticks again', async () => {
  await mounted()
  await act(async () => mockPage.hide?.())
  await pass(DISPLAY_REFRESH_MS * 3)
  expect(read).toHaveBeenCalledTimes(1)
  read.mockResolvedValue(answer(20))
  await act(async () => mockPage.show?.())
  expect(read).toHaveBeenCalledTimes(2)
  expect(last().leads).toBe(20)
  await pass(DISPLAY_REFRESH_MS)
  expect(read).toHaveBeenCalledTimes(3)
})

test('shown again within the cache freshness, it still reads at once (the hall wants live figures)', async () => {
  await mounted()
  await act(async () => mockPage.hide?.())
  await pass(10_000)
  read.mockResolvedValue(answer(11))
  await act(async () => mockPage.show?.())
  expect(read).toHaveBeenCalledTimes(2)
  expect(last()).toEqual({ leads: 11, stale: false, loading: false })
})
