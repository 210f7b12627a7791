import {
  applyCreator, chooseRewardAddress, deleteWork, getCreatorActivities, getCreatorActivity, getCreatorHome, getCreatorStats, getLessonCategories,
  getLessons, getMyReward, getMyWork, getMyWorks, getWorkRanking, resubmitWork, saveDraft, saveNewDraft, submitDraft, submitWork, withdrawWork,
} from '@/features/creator/api'
import { reportLessonProgress } from '@/features/creator/lesson-api'
import { REFUSALS } from '@/features/creator/work-actions'
import { newRequestId } from '@/core/request'
import { clearSession, setToken } from '@/core/session'
import { creatorStatTotals } from '../../../mock/seed/creator-works'
import { setupApiServer } from '../support/api-server'

const api = setupApiServer()

const account = { platform: 'xiaohongshu' as const, accountName: '小李爱自驾', followers: 1800, screenshot: '/static/img/covers/shot.svg' }
const work = { title: '雪地里的远航', text: '第一次在雪地里开远航，四驱很稳。', images: ['/static/img/covers/a.svg', '/static/img/covers/b.svg'] }

test('the creator home: the dev user\'s profile; user 2 applies, sees reviewing, and is refused a second time', async () => {
  const mine = await getCreatorHome()
  expect(mine.profile).toMatchObject({ accountId: 1, level: 3, nextLevelExp: 4000, totals: { works: 13 } })
  setToken('dev-token-2')
  expect(await getCreatorHome()).toMatchObject({ profile: null, application: null })
  await expect(applyCreator({ accounts: [account], consent: false })).rejects.toMatchObject({ status: 400, message: '请先阅读并同意《创作者协议》' })
  const applied = await applyCreator({ accounts: [account], consent: true })
  expect(applied.state).toBe('reviewing')
  expect((await getCreatorHome()).application?.state).toBe('reviewing')
  await expect(applyCreator({ accounts: [account], consent: true })).rejects.toMatchObject({ status: 409, message: '申请审核中，请耐心等待' })
  expect(api.toasts).toEqual(['请先阅读并同意《创作者协议》', '申请审核中，请耐心等待'])
})

test('works: my list by state, a refused work with a flagged word, then a clean one first as reviewing', async () => {
  const rejected = await getMyWorks({ pageNo: 1, pageSize: 10, state: 'rejected' })
  expect(rejected.total).toBe(2)
  expect(rejected.list[0].rejectReason).toBeTruthy()
  await expect(submitWork({ ...work, text: '这里有违禁词' })).rejects.toMatchObject({ status: 400, message: '内容包含敏感词：违禁词' })
  await expect(submitWork({ ...work, activityId: 705 })).rejects.toMatchObject({ status: 409, message: '活动已截止' })
  const made = await submitWork({ ...work, topicId: 3 })
  expect(made).toMatchObject({ state: 'reviewing', topicName: '露营生活家', images: [expect.stringMatching(/\/static\/img\/covers\/a\.svg$/), expect.any(String)] })
  expect((await getMyWorks({ pageNo: 1 })).list[0].id).toBe(made.id)
  setToken('dev-token-2')
  await expect(submitWork(work)).rejects.toMatchObject({ status: 403, message: '仅创作者可提交作品' })
})

test('the data centre: 7 and 30 days with their previous periods, sums the seed\'s; the ranking', async () => {
  for (const days of [7, 30] as const) {
    const stats = await getCreatorStats({ days })
    expect(stats.current).toHaveLength(days)
    expect(stats.previous).toHaveLength(days)
    const totals = creatorStatTotals(Date.now(), days)
    expect(stats.current.reduce((n, d) => n + d.likes, 0)).toBe(totals.current.likes)
    expect(stats.previous.reduce((n, d) => n + d.comments, 0)).toBe(totals.previous.comments)
  }
  const ranked = await getWorkRanking()
  expect(ranked).toHaveLength(10)
  expect(ranked[0].views).toBeGreaterThanOrEqual(ranked[9].views)
  expect(ranked[0].cover).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/static\/img\/covers\//)
})

test('the classroom: categories, lessons with progress; a video learnt by playing it through, not by a seek to its end', async () => {
  expect(await getLessonCategories()).toHaveLength(5)
  const editing = await getLessons({ pageNo: 1, pageSize: 10, categoryId: 3 })
  expect(editing.list.map((l) => [l.id, l.finished, l.progress])).toEqual([[908, true, 100], [909, false, 0], [910, false, 0]])
  expect(await reportLessonProgress(909, { segments: [[52, 56]], duration: 56, ended: true })).toMatchObject({ id: 909, finished: false, progress: 7 })
  expect(await reportLessonProgress(909, { segments: [[0, 30]], duration: 56 })).toMatchObject({ finished: false, progress: 60 })
  expect(await reportLessonProgress(909, { segments: [[30, 56]], duration: 56, ended: true })).toMatchObject({ finished: true, progress: 100 })
  expect((await getLessons({ pageNo: 1, categoryId: 3 })).list[1]).toMatchObject({ id: 909, finished: true })
  // An article: its end on screen.
  expect(await reportLessonProgress(910, { read: 1 })).toMatchObject({ id: 910, finished: true })
  // A refused report is quiet: the page goes on, nothing is toasted.
  await expect(reportLessonProgress(910, { segments: [[0, 1]], duration: 2 })).rejects.toMatchObject({ status: 400 })
  expect(api.toasts).toEqual([])
  clearSession()
  expect((await getLessons({ pageNo: 1, categoryId: 3 })).list.every((l) => !l.finished && l.progress === 0)).toBe(true)
})

const review = (id: number, json: unknown) => api.send({ method: 'POST', path: `/__admin/creator/works/${id}/review`, json })
const draft = { title: '未写完的游记', text: '第一天，出发。', images: [] }

test('drafts: kept, saved again, sent for review as the same work', async () => {
  const kept = await saveNewDraft(draft, newRequestId())
  expect(kept).toMatchObject({ state: 'draft', title: '未写完的游记' })
  expect((await getMyWorks({ pageNo: 1, state: 'draft' })).list.map((w) => w.id)).toEqual([kept.id, 819])
  expect(await saveDraft(kept.id, { ...draft, text: '第一天，出发。第二天，雅安。' }, newRequestId())).toMatchObject({ id: kept.id, state: 'draft', text: '第一天，出发。第二天，雅安。' })
  await expect(submitDraft(kept.id, draft, newRequestId())).rejects.toMatchObject({ status: 400, message: '请至少上传 1 张图片或 1 个视频' })
  expect(await submitDraft(kept.id, work, newRequestId())).toMatchObject({ id: kept.id, state: 'reviewing', title: '雪地里的远航' })
  await expect(saveNewDraft({ title: '', text: ' ', images: [] })).rejects.toMatchObject({ status: 400, message: '草稿没有内容，请至少填写标题或正文' })
})

test('a rejected work sent again: a new version under review, the rejected one kept in its history', async () => {
  const opened = await getMyWork(818)
  expect(opened).toMatchObject({ state: 'rejected', rejectReason: expect.stringContaining('内容过于简短'), version: 1, history: [] })
  const again = await resubmitWork(818, { ...work, title: '随手拍：雪地里的远航' }, newRequestId())
  expect(again).toMatchObject({ state: 'reviewing', version: 2, previousId: 818 })
  expect((await getMyWork(again.id)).history).toEqual([expect.objectContaining({ id: 818, version: 1, state: 'rejected' })])
  expect((await getMyWorks({ pageNo: 1, state: 'reviewing' })).list[0].id).toBe(again.id)
  expect((await getMyWorks({ pageNo: 1, state: 'rejected' })).list.map((w) => w.id)).toEqual([817])
})

test('the editors review: approved, the work is published as a post; rejected, with its reason', async () => {
  const made = await submitWork(work, newRequestId())
  expect((await review(made.id, { approve: true })).json.data).toMatchObject({ state: 'published', contentId: expect.any(Number) })
  const other = await submitWork({ ...work, title: '第二篇' }, newRequestId())
  expect((await review(other.id, { approve: false, reason: '图片与正文不符' })).json.data).toMatchObject({ state: 'rejected', rejectReason: '图片与正文不符' })
  expect((await review(other.id, { approve: true })).json).toMatchObject({ status: 409, message: '该作品不在审核中' })
})

test('deleting a draft or a rejected work; a published one is refused', async () => {
  expect(await deleteWork(819)).toEqual({ deleted: [819] })
  expect(await deleteWork(817)).toEqual({ deleted: [817] })
  await expect(deleteWork(804)).rejects.toMatchObject({ status: 409, message: REFUSALS.delete })
  expect(api.toasts).toEqual([REFUSALS.delete])
  expect((await getMyWorks({ pageNo: 1, state: 'draft' })).total).toBe(0)
})

test('withdrawing a published work; one answering a closed activity is refused', async () => {
  expect(await withdrawWork(808)).toMatchObject({ id: 808, state: 'withdrawn', contentId: null })
  await expect(withdrawWork(811)).rejects.toMatchObject({ status: 409, message: REFUSALS.activityClosed })
  expect((await getMyWorks({ pageNo: 1, state: 'withdrawn' })).list.map((w) => w.id)).toEqual([821, 808])
})

test('a work sent twice with the same request id (its answer lost) is one work, and the same answer', async () => {
  const before = (await getMyWorks({ pageNo: 1 })).total
  const id = newRequestId()
  const first = await submitWork(work, id)
  const again = await submitWork(work, id)
  expect(again).toEqual(first)
  expect((await getMyWorks({ pageNo: 1 })).total).toBe(before + 1)
})

test('activities: the list open first; joining 702 gives its gift; choosing where it is delivered', async () => {
  const open = await getCreatorActivities({ pageNo: 1, pageSize: 10, state: 'open' })
  expect(open.list.map((a) => a.id)).toEqual([704, 702, 703])
  await submitWork({ ...work, activityId: 702 })
  const joined = await getCreatorActivity(702)
  expect(joined).toMatchObject({ joined: true, myRewards: [{ rewardName: '参与奖', state: 'choose' }] })
  const gift = joined.myRewards[0]
  expect(await getMyReward(gift.id)).toEqual(gift)
  const chosen = await chooseRewardAddress(gift.id, 1)
  expect(chosen).toMatchObject({ state: 'chosen', shipTo: { receiverName: '王小明', mobile: '138****8000', address: expect.stringContaining('望京') } })
  expect((await getCreatorActivity(702)).myRewards[0].shipTo?.addressId).toBe(1)
})

test('rewards: the won one to choose, the shipped one refused, another\'s address or reward not found', async () => {
  expect(await getMyReward(751)).toMatchObject({ activityId: 706, state: 'choose', shipTo: null })
  await expect(chooseRewardAddress(751, 3)).rejects.toMatchObject({ status: 404, message: '收货地址不存在' })
  await expect(chooseRewardAddress(752, 2)).rejects.toMatchObject({ status: 409, message: '奖品已发货，无法修改地址' })
  await expect(getMyReward(753)).rejects.toMatchObject({ status: 404, message: '奖品不存在' })
  clearSession()
  expect((await getCreatorActivity(706)).winners.length).toBeGreaterThan(0)
  await expect(getMyReward(751)).rejects.toMatchObject({ status: 401 })
})
