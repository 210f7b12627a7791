// The classroom's progress on the dev API server: a lesson is learnt by the app's rule
// (src/features/creator/lesson-rule.ts) from what its page reported, never because it opened.
import { WATCHED_SHARE } from '../../src/features/creator/lesson-rule'
import { serverPerFile } from './support/server'

const C = '/posts/web/community/creator'
const srv = serverPerFile()
const report = (id: number, json: unknown, token: string | null = 'dev-token') => srv.send({ method: 'POST', path: `${C}/lessons/${id}/progress`, json, token })
const lesson = async (id: number, token: string | null = 'dev-token') =>
  (await srv.send({ method: 'GET', path: `${C}/lessons`, query: { pageSize: 50 }, token })).json.data.list.find((l: { id: number }) => l.id === id)

test('a video seeked to its end is not learnt: it ended, but only its last seconds were played', async () => {
  const learners = (await lesson(905)).learners
  const res = await report(905, { segments: [[41, 44]], duration: 44, ended: true })
  expect(res.json.data).toMatchObject({ id: 905, finished: false, progress: 6, learners })
  expect(await lesson(905)).toMatchObject({ finished: false, progress: 6 })
})

test('played through in parts (a part twice counts once) and ended: learnt, once', async () => {
  const learners = (await lesson(905)).learners
  expect((await report(905, { segments: [[0, 20]], duration: 44 })).json.data).toMatchObject({ progress: 45, finished: false })
  expect((await report(905, { segments: [[0, 20], [10, 30]], duration: 44 })).json.data).toMatchObject({ progress: 68, finished: false })
  // Covered, but not ended: not yet.
  expect((await report(905, { segments: [[30, 42]], duration: 44 })).json.data).toMatchObject({ progress: 95, finished: false })
  expect((await report(905, { segments: [[42, 44]], duration: 44, ended: true })).json.data).toMatchObject({ progress: 100, finished: true, learners: learners + 1 })
  expect((await report(905, { segments: [[0, 1]], duration: 44, ended: true })).json.data).toMatchObject({ finished: true, learners: learners + 1 })
})

test(`just under ${WATCHED_SHARE * 100}% played and ended is not enough; just over is`, async () => {
  expect((await report(909, { segments: [[0, 50]], duration: 56, ended: true })).json.data.finished).toBe(false)
  expect((await report(909, { segments: [[50, 51]], duration: 56, ended: true })).json.data.finished).toBe(true)
})

test('the parts of another file (another length) count no longer; 906\'s seeded 42% goes on from where it was', async () => {
  expect(await lesson(906)).toMatchObject({ progress: 42, finished: false })
  expect((await report(906, { segments: [[20, 30], [31, 50]], duration: 50, ended: true })).json.data).toMatchObject({ progress: 100, finished: true })
  expect((await report(915, { segments: [[0, 40]], duration: 50 })).json.data.progress).toBe(80)
  expect((await report(915, { segments: [[0, 2]], duration: 4, ended: true })).json.data).toMatchObject({ progress: 50, finished: false })
})

test('an article is learnt once its end was on screen, not before', async () => {
  expect((await report(903, { read: 0.4 })).json.data).toMatchObject({ progress: 40, finished: false })
  expect((await report(903, { read: 0.2 })).json.data.progress).toBe(40)
  expect((await report(903, { read: 1 })).json.data).toMatchObject({ progress: 100, finished: true })
})

test('what each kind needs, what is out of range, an unknown lesson, a guest', async () => {
  expect((await report(905, { read: 1 })).json).toMatchObject({ status: 400, message: '视频课程须报告视频时长和播放片段' })
  expect((await report(905, { segments: [[0, 1]] })).json.message).toBe('视频课程须报告视频时长和播放片段')
  expect((await report(903, { segments: [[0, 1]], duration: 10, ended: true })).json).toMatchObject({ status: 400, message: '文章课程须报告阅读位置' })
  expect((await report(903, { read: 1.5 })).status).toBe(400)
  expect((await report(905, { segments: [[0, 1]], duration: 0 })).status).toBe(400)
  expect((await report(905, { segments: [[-1, 1]], duration: 44 })).status).toBe(400)
  expect((await report(999, { read: 1 })).json).toMatchObject({ status: 404, message: '课程不存在' })
  expect((await report(905, { read: 1 }, null)).status).toBe(401)
  // Another learner's progress is their own.
  await report(903, { read: 1 }, 'dev-token-2')
  expect(await lesson(903)).toMatchObject({ finished: false, progress: 0 })
  expect(await lesson(903, 'dev-token-2')).toMatchObject({ finished: true })
})
