// A creator's works after writing them, on the dev API server: drafts kept and sent, a rejected
// work sent again as a new version (the rejected one kept as history), deleting and withdrawing by
// the app's rule (src/features/creator/work-actions.ts), and the editors' review admin route.
import { REFUSALS } from '../../src/features/creator/work-actions'
import { serverPerFile } from './support/server'

const T = 'dev-token'
const C = '/posts/web/community/creator'
const srv = serverPerFile()
type Json = Record<string, unknown>
const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, json?: unknown, token: string | null = T) =>
  srv.send({ method, path: path.startsWith('/__') || path.startsWith('/posts/') ? path : `${C}${path}`, json, token })
const data = async (method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, json?: unknown) => {
  const res = await call(method, path, json)
  if (res.status !== 200) throw new Error(`${method} ${path}: ${res.status} ${res.text}`)
  return res.json.data
}
const listed = async (state?: string): Promise<Json[]> => (await data('GET', `/works?pageSize=50${state ? `&state=${state}` : ''}`)).list

const work = { title: '雨后的怀柔水库', text: '雨后的怀柔水库，空气特别好，湖面像镜子一样。', images: ['/static/img/covers/lake.svg'] }

test('a draft: kept with what it has, listed under draft only for me, saved again, then sent as the same work', async () => {
  expect((await call('POST', '/works/drafts', { title: ' ', text: '', images: [] })).json).toMatchObject({ status: 400, message: '草稿没有内容，请至少填写标题或正文' })
  // A draft is not checked as a work: no picture, no text, a flagged word even.
  const draft = await data('POST', '/works/drafts', { title: '未写完的游记', text: '', images: [] })
  expect(draft).toMatchObject({ state: 'draft', version: 1, previousId: null, contentId: null, reviewedAt: null })
  expect((await listed('draft')).map((w) => w.id)).toEqual([draft.id, 819])
  expect((await listed())[0].id).toBe(draft.id)
  expect((await call('GET', `/works/${draft.id}`, undefined, 'dev-token-2')).status).toBe(404)

  const saved = await data('PUT', `/works/${draft.id}`, { ...work, title: '怀柔水库', topicId: 3 })
  expect(saved).toMatchObject({ id: draft.id, state: 'draft', title: '怀柔水库', topicName: '露营生活家' })
  expect((await call('POST', `/works/${draft.id}/submit`, { ...work, text: '周末一起去赌博' })).json).toMatchObject({ status: 400, message: '内容包含敏感词：赌博' })
  expect((await call('POST', `/works/${draft.id}/submit`, { ...work, images: [] })).json.message).toBe('请至少上传 1 张图片或 1 个视频')
  const sent = await data('POST', `/works/${draft.id}/submit`, work)
  expect(sent).toMatchObject({ id: draft.id, state: 'reviewing', title: '雨后的怀柔水库' })
  expect((await listed('draft')).map((w) => w.id)).toEqual([819])
  // Sent, it is no draft to save or send again.
  expect((await call('PUT', `/works/${draft.id}`, work)).json).toMatchObject({ status: 409, message: '只有草稿可以再次保存' })
  expect((await call('POST', `/works/${draft.id}/submit`, work)).json).toMatchObject({ status: 409, message: '只有草稿可以提交审核' })
})

test('a draft answering an activity joins it only when sent; a closed one is refused then', async () => {
  const before = await data('GET', '/activities/702')
  const draft = await data('POST', '/works/drafts', { ...work, activityId: 702 })
  const kept = await data('GET', '/activities/702')
  expect(kept).toMatchObject({ joined: false, myRewards: [], workCount: before.workCount })
  await data('POST', `/works/${draft.id}/submit`, { ...work, activityId: 702 })
  expect(await data('GET', '/activities/702')).toMatchObject({ joined: true, workCount: before.workCount + 1, myRewards: [{ rewardName: '参与奖' }] })
  const late = await data('POST', '/works/drafts', { ...work, activityId: 705 })
  expect((await call('POST', `/works/${late.id}/submit`, { ...work, activityId: 705 })).json).toMatchObject({ status: 409, message: '活动已截止' })
})

test('a rejected work sent again is a new version under review; the rejected one stays, as history, out of the lists', async () => {
  const sent = await data('POST', '/works/818/resubmit', { ...work, title: '随手拍：雨后的怀柔水库' })
  expect(sent).toMatchObject({ state: 'reviewing', previousId: 818, version: 2, title: '随手拍：雨后的怀柔水库', rejectReason: null })
  expect(sent.id).not.toBe(818)
  const detail = await data('GET', `/works/${sent.id}`)
  expect(detail.history).toEqual([{ id: 818, version: 1, title: '随手拍', state: 'rejected', rejectReason: '内容过于简短，请补充作品的文字说明（不少于 20 字）', createdAt: expect.any(String) }])
  expect((await data('GET', '/works/818')).state).toBe('rejected')
  expect((await listed('rejected')).map((w) => w.id)).toEqual([817])
  expect((await listed()).some((w) => w.id === 818)).toBe(false)
  // Once replaced, the old version is neither sent again nor deleted alone.
  expect((await call('POST', '/works/818/resubmit', work)).json).toMatchObject({ status: 409, message: '该作品已有新版本，请编辑最新版本' })
  expect((await call('DELETE', '/works/818')).json).toMatchObject({ status: 409, message: '该作品已有新版本，请编辑最新版本' })
  expect((await call('POST', '/works/801/resubmit', work)).json).toMatchObject({ status: 409, message: '只有未通过的作品可以重新提交' })
  expect((await call('POST', '/works/818/resubmit', { ...work, text: '' })).status).toBe(400)
})

test('the editors: approving publishes a community post of the creator; rejecting needs the reason; a version 3 keeps both before it', async () => {
  const approved = await data('POST', '/__admin/creator/works/801/review', { approve: true })
  expect(approved).toMatchObject({ id: 801, state: 'published', contentId: expect.any(Number), reviewedAt: expect.any(String) })
  const post = await data('GET', `/posts/web/community/contents/${approved.contentId}`)
  expect(post).toMatchObject({ title: '雪后的长城脚下', author: { accountId: 1 } })
  expect((await call('POST', '/__admin/creator/works/801/review', { approve: true })).json).toMatchObject({ status: 409, message: '该作品不在审核中' })
  expect((await call('POST', '/__admin/creator/works/819/review', { approve: true })).json.status).toBe(409)

  expect((await call('POST', '/__admin/creator/works/803/review', { approve: false })).json).toMatchObject({ status: 400, message: '驳回须填写原因' })
  await data('POST', '/__admin/creator/works/803/review', { approve: false, reason: '充电记录截图不清晰' })
  const third = await data('POST', '/works/803/resubmit', work)
  expect(third).toMatchObject({ version: 3, previousId: 803 })
  expect((await data('GET', `/works/${third.id}`)).history.map((v: Json) => [v.id, v.version])).toEqual([[803, 2], [820, 1]])
  expect((await call('POST', '/__admin/creator/works/9999/review', { approve: true })).json).toMatchObject({ status: 404, message: '作品不存在' })
})

test('deleting: a draft, or a rejected work with its earlier versions; nothing else, nobody else\'s', async () => {
  expect(await data('DELETE', '/works/819')).toEqual({ deleted: [819] })
  expect((await call('DELETE', '/works/819')).status).toBe(404)
  await data('POST', '/__admin/creator/works/803/review', { approve: false, reason: '充电记录截图不清晰' })
  expect((await data('DELETE', '/works/803')).deleted).toEqual([803, 820])
  expect((await call('GET', '/works/820')).status).toBe(404)
  expect((await call('DELETE', '/works/804')).json).toMatchObject({ status: 409, message: REFUSALS.delete })
  expect((await call('DELETE', '/works/801')).json).toMatchObject({ status: 409, message: REFUSALS.delete })
  expect((await call('DELETE', '/works/817', undefined, 'dev-token-2')).status).toBe(404)
  const left = (await listed()).map((w) => w.id)
  expect(left).toContain(817)
  expect(left.filter((id) => [819, 803, 820].includes(id as number))).toEqual([])
  expect(left).toHaveLength(18)
})

test('withdrawing: a published work leaves the community; one answering a closed activity, or not published, is refused', async () => {
  const feed = async () => (await data('GET', '/posts/web/community/contents?pageSize=50&authorId=1')).list.map((c: Json) => c.id)
  expect(await feed()).toContain(114)
  const gone = await data('POST', '/works/807/withdraw')
  expect(gone).toMatchObject({ id: 807, state: 'withdrawn', contentId: null })
  expect(await feed()).not.toContain(114)
  expect((await call('GET', '/posts/web/community/contents/114')).status).toBe(404)
  expect((await listed('withdrawn')).map((w) => w.id)).toEqual([821, 807])
  expect((await data('GET', '/mine')).profile.totals.works).toBe(12)

  expect((await call('POST', '/works/807/withdraw')).json).toMatchObject({ status: 409, message: REFUSALS.withdraw })
  // 806 answers 705, closed for works: the editors judge what was sent.
  expect((await call('POST', '/works/806/withdraw')).json).toMatchObject({ status: 409, message: REFUSALS.activityClosed })
  expect((await call('POST', '/works/801/withdraw')).json).toMatchObject({ status: 409, message: REFUSALS.withdraw })
  // One answering an open activity may go.
  expect((await data('POST', '/works/805/withdraw')).state).toBe('withdrawn')
})

test('the same create sent twice with one Idempotency-Key makes one work and answers the first again', async () => {
  const total = (await data('GET', '/works')).total
  const once = { method: 'POST' as const, path: `${C}/works`, json: work, token: T, headers: { 'Idempotency-Key': 'creator-work-0001' } }
  const first = await srv.send(once)
  const again = await srv.send(once)
  expect(again.json.data).toEqual(first.json.data)
  expect((await data('GET', '/works')).total).toBe(total + 1)
})
