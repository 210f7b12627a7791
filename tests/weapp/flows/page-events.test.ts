// WeChat's own page events, which H5 replaces with its own gestures: native pull-down refresh
// (ended with stopPullDownRefresh), reach-bottom paging, and the share menu's answer.
import { routeQuery } from '../../../mock/seed/route-queries'
import { findRoute, ROUTES } from '../../../src/routes'
import { DEV_TOKEN, harnessPerFile } from '../harness'

const harness = harnessPerFile()
const auth = `token=${DEV_TOKEN}`
const calls = (page: { mp: { state: { requests: { path: string }[] } } }, part: string) =>
  page.mp.state.requests.filter((r) => r.path.includes(part)).length

test.each([
  ['pages/mine/mine', '车主小王', '/user/current/details'],
  ['package-mine/pages/invite-record/invite-record', '已邀请', '/invite/records'],
  ['pages/chargingStation/list', '插枪后桩体无反应', '/web/charging/orders'],
])('pull-down on %s reloads and ends with stopPullDownRefresh', async (route, text, call) => {
  const page = await harness.launch(route, auth)
  await page.waitForText(text)
  const before = calls(page, call)
  expect(page.mp.state.pullDownStops).toBe(0)
  await page.pullDown()
  expect(calls(page, call)).toBe(before + 1)
  expect(page.mp.state.pullDownStops).toBe(1)
  expect(page.text()).toContain(text)
  expect(page.mp.errors).toEqual([])
})

test('reach-bottom on a post loads the second page of its comments', async () => {
  // 3 seeded comments + 12 = two pages of 10; the new ones rank after the liked seeded ones.
  const texts = Array.from({ length: 12 }, (_, i) => `小程序评论第${i}号`)
  for (const content of texts) await harness.server.api.call('POST', '/posts/web/comments', { body: { contentId: 107, content } })
  const page = await harness.launch('package-community/pages/community-detail/community-detail', `id=107&${auth}`)
  // Comments made in the same millisecond rank in no fixed order: count them, not which.
  const shown = () => texts.filter((t) => page.text().includes(t)).length
  await page.waitForText('小程序评论第')
  await page.settle()
  expect(shown()).toBe(7)
  const from = page.mp.state.requests.length
  await page.reachBottom()
  const second = await page.waitForRequest('/web/comments/', from)
  expect(second.path).toContain('pageNo=2')
  await page.settle()
  expect(shown()).toBe(12)
  expect(page.mp.errors).toEqual([])
})

test.each([
  ['package-community/pages/community-detail/community-detail', 'id=107', '轻风 Mini 停车神器'],
  ['package-community/pages/article-detail/article-detail', 'id=502', undefined],
])('the share menu of %s answers its title and path', async (route, query, title) => {
  const page = await harness.launch(route, `${query}&${auth}`)
  await page.settle()
  const share = page.share()
  expect(share?.path).toBe(`/${route}?${query}`)
  expect(typeof share?.title).toBe('string')
  if (title) expect(share?.title).toBe(title)
  expect(page.text()).toContain(String(share?.title))
})

// A share page without useShareAppMessage answers nothing and WeChat shares it as it is; one
// that answers must name a page of the route table and a title.
test.each(ROUTES.filter((r) => r.share).map((r) => [r.path]))('the share answer of %s, if any, opens a page of the app', async (route) => {
  const page = await harness.launch(route, [routeQuery(route), auth].filter(Boolean).join('&'))
  await page.settle()
  const share = page.share()
  if (share === undefined) return
  expect(String(share.title)).not.toBe('')
  expect(findRoute(String(share.path))?.path).toBeDefined()
  expect(page.mp.errors).toEqual([])
})

// An invitation shared from WeChat's menu must carry the inviter (the friend lands on it); a
// goods detail shares that goods.
test.each([
  ['package-mine/pages/invite-friend/invite-friend', /^\/package-mine\/pages\/invite-friend\/invite-friend\?inviteCode=XC000001$/, '车主小王 邀请你加入车主社区'],
  ['package-mine/pages/invite-full/invite-full', /^\/package-mine\/pages\/invite-friend\/invite-friend\?inviteCode=XC000001$/, '车主小王 邀请你加入车主社区'],
  ['package-mine/pages/invite-friend-car/invite-friend-car', /^\/package-activity\/pages\/recommend-purchase\/index\?accountId=\d+&scene=\d+-\d+-[0-9a-z]+$/, /^邀请你参加「.+」$/],
  ['package-mall/pages/goods-detail/index', /^\/package-mall\/pages\/goods-detail\/index\?id=\d+$/, /\S/],
  // Team PK's head-to-head and a welfare project's invitation (issue 27) share themselves.
  ['pages/teamPk/pages/pkDetail', /^\/pages\/teamPk\/pages\/pkDetail\?id=951$/, /^星驰先锋队 VS .+/],
  ['pages/welfareShare/index', /^\/pages\/welfareShare\/index\?projectId=601$/, '山区学校图书角｜邀你一起做公益'],
])('the share menu of %s sends what it is about', async (route, path, title) => {
  const page = await harness.launch(route, [routeQuery(route), auth].filter(Boolean).join('&'))
  await page.settle()
  const share = page.share()
  expect(String(share?.path)).toMatch(path)
  if (typeof title === 'string') expect(share?.title).toBe(title)
  else expect(String(share?.title)).toMatch(title)
  expect(page.mp.errors).toEqual([])
})
