// The creator centre on the dev API server: applying (and the editor's decision), works and
// their rules, the data centre against the seed's own sums, the classroom, activities by time
// and rewards with their delivery address; /__reset puts it all back.
import { seedCreatorActivities } from '../../mock/seed/creator-activities'
import { creatorDailyStats, creatorStatTotals, seedCreatorWorks } from '../../mock/seed/creator-works'
import { serverPerFile } from './support/server'

const T = 'dev-token'
const T2 = 'dev-token-2'
const C = '/posts/web/community/creator'
const srv = serverPerFile()
const get = (path: string, query: Record<string, unknown> = {}, token: string | null = T) => srv.send({ method: 'GET', path: `${C}${path}`, query, token })
const post = (path: string, json?: unknown, token: string | null = T) => srv.send({ method: 'POST', path: path.startsWith('/__') ? path : `${C}${path}`, json, token })

const account = { platform: 'douyin', accountName: '小李爱自驾', followers: 3200, screenshot: '/static/img/covers/shot.svg' }
const work = { title: '冬日自驾', text: '带着远航去看雪，续航比想象的好。', images: ['/static/img/covers/a.svg', '/static/img/covers/b.svg'] }

test('the dev user is a level-3 creator on the way to 4; user 2 is none and never applied', async () => {
  const mine = (await get('/mine')).json.data
  expect(mine.profile).toMatchObject({ accountId: 1, level: 3, levelName: '优质创作者', nextLevelName: '资深创作者', exp: 2860, levelExp: 1500, nextLevelExp: 4000 })
  expect(mine.profile.totals.works).toBe(13)
  expect(mine.profile.totals.views).toBeGreaterThan(100000)
  expect(mine.application.state).toBe('approved')
  const other = (await get('/mine', {}, T2)).json.data
  expect(other).toMatchObject({ profile: null, application: null })
  expect(other.benefits.length).toBeGreaterThanOrEqual(4)
  expect((await get('/mine', {}, null)).status).toBe(401)
})

test('applying: consent, one per platform, https links, then reviewing; again while reviewing is refused', async () => {
  expect((await post('/applications', { accounts: [account], consent: false }, T2)).json).toMatchObject({ status: 400, message: '请先阅读并同意《创作者协议》' })
  expect((await post('/applications', { accounts: [account], consent: true })).json).toMatchObject({ status: 409, message: '你已是创作者' })
  const http = { ...account, accountName: 'http://v.douyin.com/abc' }
  expect((await post('/applications', { accounts: [http], consent: true }, T2)).json).toMatchObject({ status: 400, message: '主页链接须以 https:// 开头' })
  expect((await post('/applications', { accounts: [account, account], consent: true }, T2)).json.message).toBe('同一平台只能绑定一个账号')
  expect((await post('/applications', { accounts: [{ ...account, accountName: '  ' }], consent: true }, T2)).json.message).toBe('请填写账号名称或主页链接')
  const link = { ...account, platform: 'bilibili', accountName: 'https://space.bilibili.com/12345' }
  const applied = await post('/applications', { accounts: [account, link], consent: true }, T2)
  expect(applied.json.data).toMatchObject({ state: 'reviewing', reviewedAt: null, rejectReason: null })
  expect(applied.json.data.accounts.map((a: { accountName: string }) => a.accountName)).toEqual(['小李爱自驾', 'https://space.bilibili.com/12345'])
  expect((await get('/mine', {}, T2)).json.data.application.state).toBe('reviewing')
  expect((await post('/applications', { accounts: [account], consent: true }, T2)).json).toMatchObject({ status: 409, message: '申请审核中，请耐心等待' })
})

test('after a rejection one applies again; an approval makes a level-1 creator', async () => {
  const first = (await post('/applications', { accounts: [account], consent: true }, T2)).json.data
  expect((await post(`/__admin/creator/applications/${first.id}/review`, { approve: false })).json.message).toBe('驳回须填写原因')
  await post(`/__admin/creator/applications/${first.id}/review`, { approve: false, reason: '粉丝数不足' })
  expect((await get('/mine', {}, T2)).json.data.application).toMatchObject({ state: 'rejected', rejectReason: '粉丝数不足' })
  const second = (await post('/applications', { accounts: [account], consent: true }, T2)).json.data
  expect(second.id).toBeGreaterThan(first.id)
  expect((await post(`/__admin/creator/applications/${second.id}/review`, { approve: true })).json.data.state).toBe('approved')
  expect((await get('/mine', {}, T2)).json.data.profile).toMatchObject({ accountId: 2, level: 1, levelName: '见习创作者', totals: { works: 0 } })
  // The seeded rejected (user 5) and reviewing (user 6) applications.
  expect((await post('/__admin/creator/applications/3/review', { approve: true })).json.message).toBe('该申请已审核')
  expect((await post('/__admin/creator/applications/4/review', { approve: false, reason: '截图模糊' })).json.data.state).toBe('rejected')
})

test('my works in every state, newest first, paged, with topic and activity names', async () => {
  const all = (await get('/works', { pageNo: 1, pageSize: 50 })).json.data
  // 21 rows; 820 was sent again as 803, so only its newest version is listed.
  expect(all.total).toBe(20)
  expect(all.list.some((w: { id: number }) => w.id === 820)).toBe(false)
  const times = all.list.map((w: { createdAt: string }) => Date.parse(w.createdAt))
  expect(times).toEqual([...times].sort((a, b) => b - a))
  const count = async (state: string) => (await get('/works', { state })).json.data.total
  expect([await count('published'), await count('reviewing'), await count('rejected'), await count('draft'), await count('withdrawn')]).toEqual([13, 3, 2, 1, 1])
  const rejected = (await get('/works', { state: 'rejected' })).json.data.list
  expect(rejected.every((w: { rejectReason: string | null }) => w.rejectReason)).toBe(true)
  const page4 = (await get('/works', { pageNo: 4, pageSize: 6 })).json.data
  expect(page4.list).toHaveLength(2)
  const camping = all.list.find((w: { id: number }) => w.id === 805)
  expect(camping).toMatchObject({ topicName: '露营生活家', activityTitle: '露营季·带着星驰去看山海', activityOpen: true, state: 'published', version: 1, previousId: null })
  expect(all.list.find((w: { id: number }) => w.id === 806)).toMatchObject({ activityOpen: false })
  expect(all.list.find((w: { id: number }) => w.id === 803)).toMatchObject({ version: 2, previousId: 820, state: 'reviewing' })
  expect((await get('/works', { state: 'closed' })).status).toBe(400)
  expect((await get('/works', {}, T2)).json.data.total).toBe(0)
})

test('submitting: creators only, sensitive words, https link, topic, open activity, 1..9 images', async () => {
  expect((await post('/works', work, T2)).json).toMatchObject({ status: 403, message: '仅创作者可提交作品' })
  expect((await post('/works', { ...work, text: '周末一起去赌博' })).json).toMatchObject({ status: 400, message: '内容包含敏感词：赌博' })
  expect((await post('/works', { ...work, title: '违禁词标题' })).json.message).toBe('内容包含敏感词：违禁词')
  expect((await post('/works', { ...work, link: 'http://a.cn/v' })).json.message).toBe('外部链接须以 https:// 开头')
  expect((await post('/works', { ...work, topicId: 999 })).json).toMatchObject({ status: 404, message: '话题不存在' })
  expect((await post('/works', { ...work, activityId: 701 })).json).toMatchObject({ status: 409, message: '活动未开始' })
  expect((await post('/works', { ...work, activityId: 705 })).json).toMatchObject({ status: 409, message: '活动已截止' })
  expect((await post('/works', { ...work, activityId: 708 })).json.message).toBe('活动已截止')
  expect((await post('/works', { ...work, images: [] })).status).toBe(400)
  expect((await post('/works', { ...work, images: Array(10).fill('/static/img/covers/a.svg') })).status).toBe(400)
  const made = (await post('/works', { ...work, topicId: 2, link: 'https://b23.tv/abc' })).json.data
  expect(made).toMatchObject({ state: 'reviewing', topicName: '电车长途自驾', link: 'https://b23.tv/abc', views: 0 })
  expect((await get('/works')).json.data.list[0].id).toBe(made.id)
  expect((await get('/works', { state: 'reviewing' })).json.data.total).toBe(4)
})

test('joining an activity with a participation gift gives it once, to be sent to my address', async () => {
  const before = (await get('/activities/702')).json.data
  expect(before).toMatchObject({ state: 'open', joined: false, myWorks: [], myRewards: [] })
  const one = (await post('/works', { ...work, activityId: 702 })).json.data
  await post('/works', { ...work, title: '第二篇', activityId: 702 })
  const after = (await get('/activities/702')).json.data
  expect(after.joined).toBe(true)
  expect(after.workCount).toBe(before.workCount + 2)
  expect(after.myWorks.map((w: { id: number }) => w.id)).toContain(one.id)
  expect(after.myRewards).toEqual([{ id: expect.any(Number), activityId: 702, rewardName: '参与奖', prize: '星驰定制保温杯', state: 'choose', shipTo: null }])
  // An activity without a gift gives nothing.
  await post('/works', { ...work, activityId: 703 })
  expect((await get('/activities/703')).json.data.myRewards).toEqual([])
})

test('stats: 7 or 30 days up to yesterday, oldest first, and the period before; sums are the seed\'s', async () => {
  const seed = creatorDailyStats(Date.now())
  for (const days of [7, 30]) {
    const s = (await get('/stats', { days })).json.data
    expect(s.current).toHaveLength(days)
    expect(s.previous).toHaveLength(days)
    expect(s.current[days - 1].date).toBe(seed[seed.length - 1].date)
    expect(s.previous[days - 1].date < s.current[0].date).toBe(true)
    const sum = (list: { views: number; followers: number }[]) => list.reduce((n, d) => n + d.views, 0)
    const totals = creatorStatTotals(Date.now(), days)
    expect(sum(s.current)).toBe(totals.current.views)
    expect(sum(s.previous)).toBe(totals.previous.views)
    expect(s.current.reduce((n: number, d: { followers: number }) => n + d.followers, 0)).toBe(totals.current.followers)
  }
  expect(creatorStatTotals(Date.now(), 7).current.views).not.toBe(creatorStatTotals(Date.now(), 30).current.views)
  expect((await get('/stats', { days: 14 })).status).toBe(400)
  // Someone without statistics reads zeros, day by day.
  const none = (await get('/stats', { days: 7 }, T2)).json.data
  expect(none.current.every((d: { views: number }) => d.views === 0)).toBe(true)
})

test('the seed\'s statistics vary: weekends above weekdays, one spike', () => {
  const seed = creatorDailyStats(Date.parse('2026-03-01T12:00:00+08:00'))
  expect(seed).toHaveLength(60)
  expect(seed[59].date).toBe('2026-02-28')
  const max = Math.max(...seed.map((d) => d.views))
  const sorted = seed.map((d) => d.views).sort((a, b) => b - a)
  expect(max).toBeGreaterThan(sorted[2] * 1.5)
  const weekend = seed.filter((d) => [0, 6].includes(new Date(`${d.date}T00:00:00Z`).getUTCDay()))
  const avg = (list: typeof seed) => list.reduce((n, d) => n + d.views, 0) / list.length
  expect(avg(weekend)).toBeGreaterThan(avg(seed))
})

test('the seed\'s times agree: each activity starts, closes, then announces; a work answers an activity while it is open', () => {
  const now = Date.parse('2026-03-01T12:00:00+08:00')
  const activities = seedCreatorActivities(now)
  for (const a of activities) expect(Date.parse(a.startTime) < Date.parse(a.deadline) && Date.parse(a.deadline) < Date.parse(a.announceTime)).toBe(true)
  for (const w of seedCreatorWorks(now)) {
    expect(Date.parse(w.createdAt)).toBeLessThanOrEqual(now)
    const a = activities.find((x) => x.id === w.activityId)
    if (a) expect([w.id, Date.parse(a.startTime) <= Date.parse(w.createdAt) && Date.parse(w.createdAt) < Date.parse(a.deadline)]).toEqual([w.id, true])
  }
})

test('ranking: published works by views, at most 10', async () => {
  const ranked = (await get('/stats/works')).json.data
  expect(ranked).toHaveLength(10)
  expect(ranked[0]).toMatchObject({ id: 806, title: '国庆自驾川西 3000 公里' })
  const views = ranked.map((w: { views: number }) => w.views)
  expect(views).toEqual([...views].sort((a, b) => b - a))
  expect((await get('/stats/works', {}, T2)).json.data).toEqual([])
})

test('classroom: categories, lessons with my progress and the ones I learnt (the rules: creator-lessons.test.ts)', async () => {
  expect((await get('/lessons/categories', {}, null)).json.data.map((c: { name: string }) => c.name)).toEqual(['入门', '拍摄', '剪辑', '文案', '运营'])
  const all = (await get('/lessons', { pageSize: 50 })).json.data
  expect(all.total).toBe(16)
  expect(all.list.filter((l: { finished: boolean }) => l.finished).map((l: { id: number }) => l.id)).toEqual([901, 902, 904, 908, 911])
  expect(all.list.filter((l: { finished: boolean }) => l.finished).every((l: { progress: number }) => l.progress === 100)).toBe(true)
  expect(all.list.find((l: { id: number }) => l.id === 906)).toMatchObject({ progress: 42, finished: false })
  expect(new Set(all.list.map((l: { kind: string }) => l.kind))).toEqual(new Set(['article', 'video']))
  const out = (await get('/lessons', { pageSize: 50 }, null)).json.data
  expect(out.list.some((l: { finished: boolean; progress: number }) => l.finished || l.progress > 0)).toBe(false)
  const shooting = (await get('/lessons', { categoryId: 2 })).json.data
  expect(shooting.total).toBe(4)
  expect((await get('/lessons', { categoryId: 99 })).json).toMatchObject({ status: 404, message: '课程分类不存在' })
})

test('activities: open first, then upcoming, judging, ended; filter by state; paged', async () => {
  const all = (await get('/activities', { pageSize: 50 }, null)).json.data
  expect(all.total).toBe(8)
  expect(all.list.map((a: { state: string }) => a.state)).toEqual(['open', 'open', 'open', 'upcoming', 'judging', 'ended', 'ended', 'ended'])
  expect(all.list.slice(0, 3).map((a: { id: number }) => a.id)).toEqual([704, 702, 703])
  const ended = (await get('/activities', { state: 'ended' }, null)).json.data
  expect(ended.list.map((a: { id: number }) => a.id)).toEqual([706, 707, 708])
  expect((await get('/activities', { pageNo: 2, pageSize: 5 }, null)).json.data.list).toHaveLength(3)
  expect((await get('/activities', { state: 'closed' }, null)).status).toBe(400)
})

test('an ended activity shows winners and my rewards; logged out, none of mine', async () => {
  const a = (await get('/activities/706')).json.data
  expect(a.state).toBe('ended')
  expect(a.winners[0]).toMatchObject({ rewardName: '一等奖', displayName: '车主小王', workTitle: '提车那天，全家都来了' })
  expect(a).toMatchObject({ joined: true, myRewards: [{ id: 751, state: 'choose', shipTo: null }] })
  expect((await get('/activities/706', {}, null)).json.data).toMatchObject({ joined: false, myWorks: [], myRewards: [] })
  expect((await get('/activities/9999', {}, null)).json).toMatchObject({ status: 404, message: '活动不存在' })
})

test('rewards: only mine; an address of mine, masked; changeable until shipped', async () => {
  expect((await get('/rewards/751')).json.data).toMatchObject({ id: 751, activityId: 706, state: 'choose' })
  expect((await get('/rewards/753')).json).toMatchObject({ status: 404, message: '奖品不存在' })
  expect((await get('/rewards/751', {}, T2)).status).toBe(404)
  expect((await post('/rewards/751/address', { addressId: 3 })).json).toMatchObject({ status: 404, message: '收货地址不存在' })
  const chosen = (await post('/rewards/751/address', { addressId: 2 })).json.data
  expect(chosen).toMatchObject({ state: 'chosen', shipTo: { addressId: 2, receiverName: '王小明', mobile: '138****8000', address: '北京市海淀区中关村软件园二期 8 号楼' } })
  expect((await post('/rewards/751/address', { addressId: 1 })).json.data.shipTo.addressId).toBe(1)
  expect((await get('/activities/706')).json.data.myRewards[0].shipTo.addressId).toBe(1)
  expect((await post('/rewards/752/address', { addressId: 2 })).json).toMatchObject({ status: 409, message: '奖品已发货，无法修改地址' })
})

test('/__reset puts the creator centre back to the seed', async () => {
  await post('/works', { ...work, activityId: 702 })
  await post('/rewards/751/address', { addressId: 2 })
  await post('/applications', { accounts: [account], consent: true }, T2)
  await srv.reset()
  expect((await get('/works')).json.data.total).toBe(20)
  expect((await get('/rewards/751')).json.data.state).toBe('choose')
  expect((await get('/activities/702')).json.data.myRewards).toEqual([])
  expect((await get('/mine', {}, T2)).json.data.application).toBeNull()
})
