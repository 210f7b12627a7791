import {
  applyCreator, chooseRewardAddress, finishLesson, getCreatorActivities, getCreatorActivity, getCreatorHome, getCreatorStats, getLessonCategories,
  getLessons, getMyReward, getMyWorks, getWorkRanking, submitWork,
} from '@/features/creator/api'
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

test('the classroom: categories, lessons with finished, finishing a lesson', async () => {
  expect(await getLessonCategories()).toHaveLength(5)
  const editing = await getLessons({ pageNo: 1, pageSize: 10, categoryId: 3 })
  expect(editing.list.map((l) => [l.id, l.finished])).toEqual([[908, true], [909, false], [910, false]])
  expect(await finishLesson(909)).toMatchObject({ id: 909, finished: true })
  expect((await getLessons({ pageNo: 1, categoryId: 3 })).list[1].finished).toBe(true)
  clearSession()
  expect((await getLessons({ pageNo: 1, categoryId: 3 })).list.every((l) => !l.finished)).toBe(true)
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
