// A classroom lesson's video in the mini-program: the post page opened with ?lessonId= reports
// what WeChat's video played (its timeupdate and ended events, the shared/video weapp variant),
// and the server decides the lesson learnt by the rule (src/features/creator/lesson-rule.ts):
// played through and ended, yes; ended after a seek to the end, no.
import { DEV_TOKEN, harnessPerFile, type PageHandle } from '../harness'

const harness = harnessPerFile()
// Lesson 905 is the video of post 104 (mock/seed/creator-lessons.ts), 44 seconds long.
const LESSON = 905
const POST = 104
const DURATION = 44

async function openLesson(): Promise<PageHandle> {
  const page = await harness.launch('package-community/pages/community-detail/community-detail', `id=${POST}&lessonId=${LESSON}&token=${DEV_TOKEN}`)
  await page.waitForText('湖边露营 vlog')
  expect(page.find('video')).toHaveLength(1)
  return page
}

/** WeChat's timeupdate at each of `times` (about every 250 ms while playing), then ended when asked. */
async function play(page: PageHandle, times: number[], ended: boolean): Promise<void> {
  const [video] = page.find('video')
  for (const currentTime of times) page.dispatch(video, 'timeupdate', { currentTime, duration: DURATION })
  if (ended) page.dispatch(video, 'ended')
  await page.settle()
}

const quarterSeconds = (from: number, to: number) => Array.from({ length: (to - from) * 4 + 1 }, (_, i) => from + i / 4)

async function lesson() {
  const res = await harness.server.send({ method: 'GET', path: '/posts/web/community/creator/lessons', query: { pageSize: 50 }, token: DEV_TOKEN })
  return (res.json.data.list as { id: number; finished: boolean; progress: number }[]).find((l) => l.id === LESSON)!
}

test('played through to its end: the lesson is learnt', async () => {
  const page = await openLesson()
  expect(await lesson()).toMatchObject({ finished: false, progress: 0 })
  await play(page, quarterSeconds(0, DURATION), true)
  const reports = page.mp.state.requests.filter((r) => r.path.includes(`/creator/lessons/${LESSON}/progress`))
  expect(reports.length).toBeGreaterThan(1)
  expect(reports.every((r) => r.done && r.status === 200)).toBe(true)
  expect(JSON.parse(reports.at(-1)!.body ?? '{}')).toMatchObject({ duration: DURATION, ended: true })
  expect(await lesson()).toMatchObject({ finished: true, progress: 100 })
  expect(page.mp.errors).toEqual([])
})

test('ended after a seek to the end, without the watching: not learnt', async () => {
  const page = await openLesson()
  await play(page, [0, 42, 42.25, 42.5, 42.75, 43, 43.25, 43.5, 43.75, 44], true)
  const reports = page.mp.state.requests.filter((r) => r.path.includes(`/creator/lessons/${LESSON}/progress`))
  expect(reports).toHaveLength(1)
  expect(JSON.parse(reports[0].body ?? '{}')).toEqual({ segments: [[42, 44]], duration: DURATION, ended: true })
  expect(await lesson()).toMatchObject({ finished: false, progress: 4 })
  expect(page.mp.errors).toEqual([])
})
