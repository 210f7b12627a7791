import { clearSession, setToken } from '@/core/session'
import { reportLessonProgress } from '@/features/creator/lesson-api'
import { REPORT_EVERY_S, useLessonProgress, type LessonProgress } from '@/features/creator/use-lesson-progress'
import { render } from '../../../support/render'
import { deferred } from '../../../support/deferred'
import { waitFor } from '../../../support/wait-for'

jest.mock('@/features/creator/lesson-api', () => ({ reportLessonProgress: jest.fn() }))

let progress: LessonProgress | undefined
function Page({ lessonId }: { lessonId?: number }) {
  progress = useLessonProgress(lessonId)
  return null
}

const report = reportLessonProgress as jest.Mock
/** The player's time updates every quarter second from `from` to `to`, of a video `duration` long. */
const playFor = (from: number, to: number, duration: number) => {
  for (let t = from; t <= to + 1e-9; t += 0.25) progress!.onTime(t, duration)
}

beforeEach(() => {
  setToken('dev-token')
  report.mockReset().mockResolvedValue({})
})
afterEach(() => clearSession())

test('a seek to the end reports only the seconds played there, and that it ended', async () => {
  await render(Page, { lessonId: 905 })
  progress!.onTime(0, NaN)
  progress!.onTime(42, 44)
  playFor(42.25, 43.75, 44)
  progress!.onEnded()
  await waitFor(() => expect(report).toHaveBeenCalledTimes(1))
  expect(report).toHaveBeenCalledWith(905, { segments: [[42, 44]], duration: 44, ended: true })
})

test('played through: a report every few seconds played, then the whole with its end', async () => {
  await render(Page, { lessonId: 905 })
  // A second at a time, each report answered before the next second plays.
  progress!.onTime(0, 44)
  for (let second = 0; second < 44; second += 1) {
    playFor(second + 0.25, second + 1, 44)
    await new Promise((r) => setTimeout(r, 0))
  }
  progress!.onEnded()
  await waitFor(() => expect(report.mock.calls.at(-1)?.[1]).toEqual({ segments: [[0, 44]], duration: 44, ended: true }))
  const periodic = report.mock.calls.slice(0, -1).map(([, body]) => body)
  expect(periodic.length).toBe(Math.floor(44 / REPORT_EVERY_S))
  expect(periodic[0]).toEqual({ segments: [[0, REPORT_EVERY_S]], duration: 44 })
})

test('one report at a time: what comes meanwhile waits and goes with everything played by then', async () => {
  const first = deferred<unknown>()
  report.mockReturnValueOnce(first.promise)
  await render(Page, { lessonId: 905 })
  playFor(0, 10, 44)
  expect(report).toHaveBeenCalledTimes(1)
  playFor(10.25, 44, 44)
  progress!.onEnded()
  expect(report).toHaveBeenCalledTimes(1)
  first.resolve({})
  await waitFor(() => expect(report).toHaveBeenCalledTimes(2))
  expect(report.mock.calls[1][1]).toEqual({ segments: [[0, 44]], duration: 44, ended: true })
})

test('leaving the page reports what was played since the last report', async () => {
  const u = await render(Page, { lessonId: 906 })
  playFor(0, 4, 50)
  expect(report).not.toHaveBeenCalled()
  u.unmout()
  await waitFor(() => expect(report).toHaveBeenCalledWith(906, { segments: [[0, 4]], duration: 50 }))
})

test('an article reports its end once; without a lesson, or logged out, nothing is reported', async () => {
  const u = await render(Page, { lessonId: 903 })
  progress!.onReadToEnd()
  progress!.onReadToEnd()
  await waitFor(() => expect(report).toHaveBeenCalledTimes(1))
  expect(report).toHaveBeenCalledWith(903, { read: 1 })
  u.unmout()

  await render(Page, {})
  expect(progress).toBeUndefined()
  clearSession()
  await render(Page, { lessonId: 905 })
  playFor(0, 44, 44)
  progress!.onEnded()
  await new Promise((r) => setTimeout(r, 10))
  expect(report).toHaveBeenCalledTimes(1)
})
