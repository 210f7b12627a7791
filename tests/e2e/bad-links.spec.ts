import { expect, test, type Page } from '@playwright/test'
import { API_PORT } from '../../playwright.config'
import { watchErrors } from './support/errors'

// Every landing page a user opens from outside (a share, a poster, a QR code, a shared web link)
// with a malformed id, code or scene, and with a well-formed one the server does not know: the
// frame's 链接无效 view with the page's reason and 返回, never another page in its place (the
// viewer's own page, the plain form, the newest issue, the running event) nor 加载失败 and a retry.

const API = `http://127.0.0.1:${API_PORT}`
const LONG = '1'.repeat(40)
/** Not an id (`abc!!`), a negative one, and one too long for an exact number (it would round to another id). */
const BAD_IDS = ['abc!!', '-1', LONG]

interface Landing {
  name: string
  path: string
  /** The query key the link carries its id, code or scene in. */
  key: string
  malformed: string[]
  /** What a malformed value says under 链接无效. */
  bad: string
  /** Well-formed, unknown to the dev API server (its read answers 404). */
  unknown: string
  /** What an unknown value says under 链接无效. */
  gone: string
}

const byId = (name: string, path: string, key: string, bad: string, gone: string): Landing => ({ name, path, key, malformed: BAD_IDS, bad, unknown: '99999', gone })

const LANDINGS: Landing[] = [
  byId('shared post', '/package-community/pages/community-detail/community-detail', 'id', '缺少动态 id，无法打开', '该动态不存在或已被删除'),
  byId('shared article', '/package-community/pages/article-detail/article-detail', 'id', '缺少文章 id，无法打开', '该文章不存在或已下线'),
  byId('classmates detail', '/package-community/pages/classmates-detail/classmates-detail', 'id', '缺少同学会 id，无法打开', '该同学会不存在或已解散'),
  byId('classmates help link', '/package-community/pages/classmates-detail/share-help', 'id', '缺少同学会 id，无法打开', '该同学会不存在或已解散'),
  byId('creator card (personal page)', '/package-community/pages/personal/personal', 'authorId', '主页链接有误，无法打开', '该用户不存在或已注销'),
  byId('goods from a poster', '/package-mall/pages/goods-detail/index', 'id', '商品编号缺失，无法打开该商品', '该商品不存在或已下架'),
  byId('floor page', '/pages/cusfloor/index', 'id', '页面参数缺失：链接里没有楼层页面的 id，无法打开', '该页面不存在或已下线'),
  byId('event big screen', '/pages/display-data/display-data', 'eventId', '大屏链接有误，无法识别活动', '该活动不存在或已下线'),
  byId('welfare project share', '/pages/welfareShare/index', 'projectId', '缺少公益项目 id，无法打开', '该公益项目不存在或已下线'),
  byId('Team PK team', '/pages/teamPk/pages/PKTeamDetail', 'id', '缺少战队 id，无法打开', '该战队不存在或已解散'),
  byId('Team PK head-to-head share', '/pages/teamPk/pages/pkDetail', 'id', '缺少 PK id，无法打开', '该 PK 不存在或已结束'),
  byId('Team PK boost', '/pages/teamPk/components/giveHelp', 'id', '缺少战队 id，无法打开', '该战队不存在或已解散'),
  byId('lottery', '/package-mine/pages/lottery-page/lottery-detail', 'activityId', '缺少活动 id，无法抽奖', '该抽奖活动不存在或已下线'),
  byId('lottery prizes', '/package-mine/pages/lottery-page/prize-page', 'activityId', '缺少活动 id，无法查看奖品', '该抽奖活动不存在或已下线'),
  byId('lottery prize', '/package-mine/pages/lottery-page/prize-detail', 'id', '缺少奖品 id，无法查看详情', '该奖品不存在或已下线'),
  byId('museum collection item', '/package-museum/collection-detail', 'id', '缺少藏品 id，无法打开', '该藏品不存在或已下线'),
  byId('museum hall of fame', '/package-museum/hall-of-fame-detail', 'id', '缺少人物 id，无法打开', '该人物不存在或已下线'),
  byId('museum journal share', '/package-museum/journal-special-detail', 'id', '缺少期刊 id，无法打开', '该期刊不存在或已下线'),
  byId('car content share', '/package-home/pages/info-car-intro-detail/index', 'id', '缺少车型参数，无法打开车型详情', '该车型不存在或已下架'),
  byId('car content web page', '/package-home/pages/info-car-intro-detail-toApp/index', 'id', '缺少车型参数，无法打开车型详情', '该车型不存在或已下架'),
  byId('magazine share', '/pages/book-browse/share', 'issueId', '杂志链接有误，无法打开这期杂志', '这期杂志不存在或已下架'),
  byId('magazine web link (entry page)', '/', 'issueId', '杂志链接有误，无法打开这期杂志', '这期杂志不存在或已下架'),
  {
    name: 'yearly report share', path: '/yearly-report/pages/share', key: 'id', malformed: ['abc!!', 'A'.repeat(30)],
    bad: '分享链接有误，无法打开', unknown: 'zzzzzzzzzzzz', gone: '没有找到这份年度报告，请向好友重新获取分享链接',
  },
  {
    name: 'activity registration', path: '/package-mine/pages/activity-detail/activity-detail', key: 'hash', malformed: ['abc!!', 'x'.repeat(60)],
    bad: '活动链接有误，无法识别活动', unknown: 'no-such-activity', gone: '该活动不存在或已下线',
  },
  {
    name: 'recommend-purchase inviter', path: '/package-activity/pages/recommend-purchase/index', key: 'accountId', malformed: BAD_IDS,
    bad: '推荐链接无效或已失效，请向好友重新获取', unknown: '99999', gone: '推荐链接无效或已失效，请向好友重新获取',
  },
  {
    name: 'recommend-purchase QR scene', path: '/package-activity/pages/recommend-purchase/index', key: 'scene', malformed: ['abc!!', '-1'],
    bad: '推荐链接无效或已失效，请向好友重新获取', unknown: '401-99999-abc1', gone: '推荐链接无效或已失效，请向好友重新获取',
  },
  {
    // An invitation link of before: a well-formed one goes on to recommend-purchase, which says it is unknown.
    name: 'invite-buy QR scene', path: '/package-mine/pages/invite-buy/invite-buy', key: 'scene', malformed: ['abc!!'],
    bad: '推荐链接无效或已失效，请向好友重新获取', unknown: '401-99999-abc1', gone: '推荐链接无效或已失效，请向好友重新获取',
  },
  {
    name: 'invite friend', path: '/package-mine/pages/invite-friend/invite-friend', key: 'inviteCode', malformed: ['abc!!'],
    bad: '邀请链接无效或已失效，请向好友重新获取', unknown: 'XC999999', gone: '邀请链接无效或已失效，请向好友重新获取',
  },
]

/** Logged in: the worst case, where a page could fall back to the viewer's own. */
const urlOf = (l: Landing, value: string) => `${l.path}?${l.key}=${encodeURIComponent(value)}&token=dev-token`

const badView = (page: Page) => page.getByRole('alert').filter({ hasText: '链接无效' })

async function expectBadLink(page: Page, url: string, reason: string) {
  await page.goto(url)
  const view = badView(page)
  await expect(view, url).toBeVisible()
  await expect(view.getByText('链接无效', { exact: true }), url).toBeVisible()
  await expect(view, url).toContainText(reason)
  await expect(view.getByRole('button', { name: '返回' }), url).toBeVisible()
  // Not the generic failure with its retry.
  await expect(page.getByText('加载失败', { exact: true }), url).toHaveCount(0)
  await expect(page.getByRole('button', { name: '重新加载' }), url).toHaveCount(0)
}

// The unknown links' 404s, and the malformed ids the H5 page's early first-data call sends as they
// stand (the app itself asks nothing for them), are logged by the browser; nothing else may go wrong.
const unexpected = (errors: string[]) => errors.filter((e) => !/status of 40[04]/.test(e))

test.beforeEach(async ({ request }) => {
  await request.post(`${API}/__reset`)
  await request.delete(`${API}/__faults`)
})

for (const l of LANDINGS) {
  test(`${l.name}: a malformed or unknown ${l.key} says 链接无效 with 返回`, async ({ page }) => {
    const errors = watchErrors(page)
    for (const value of l.malformed) await expectBadLink(page, urlOf(l, value), l.bad)
    await expectBadLink(page, urlOf(l, l.unknown), l.gone)
    expect(unexpected(errors)).toEqual([])
  })
}

test('never another page in its place: no own page, no plain form, no running event, no newest issue', async ({ page }) => {
  await expectBadLink(page, '/package-community/pages/personal/personal?authorId=abc!!&token=dev-token', '主页链接有误，无法打开')
  await expect(page.getByText('我的动态')).toHaveCount(0)
  await expectBadLink(page, '/package-activity/pages/recommend-purchase/index?accountId=abc!!', '推荐链接无效或已失效，请向好友重新获取')
  await expect(page.getByText('预约购车顾问')).toHaveCount(0)
  await expect(page.locator('.lead-submit')).toHaveCount(0)
  await expectBadLink(page, '/package-mine/pages/invite-buy/invite-buy?scene=abc!!&token=dev-token', '推荐链接无效或已失效，请向好友重新获取')
  await expect(page.locator('.lead-submit')).toHaveCount(0)
  await expectBadLink(page, '/pages/display-data/display-data?eventId=abc!!', '大屏链接有误，无法识别活动')
  await expect(page.getByText('城市排行')).toHaveCount(0)
  await expectBadLink(page, '/pages/book-browse/share?issueId=abc!!', '杂志链接有误，无法打开这期杂志')
  await expect(page.getByText('《星驰》驶向春天')).toHaveCount(0)
})

test('返回 on a bad link that opened the app leads to the entry page', async ({ page }) => {
  await expectBadLink(page, '/package-community/pages/community-detail/community-detail?id=99999', '该动态不存在或已被删除')
  await badView(page).getByRole('button', { name: '返回' }).click()
  await expect(page).toHaveURL(/book-browse/)
  await expect(page.getByText('阅读本期').first()).toBeVisible()

  // The entry page's own bad link: 返回 opens the magazine shelf.
  await expectBadLink(page, '/?issueId=abc!!', '杂志链接有误，无法打开这期杂志')
  await badView(page).getByRole('button', { name: '返回' }).click()
  await expect(badView(page)).toHaveCount(0)
  await expect(page.getByText('阅读本期').first()).toBeVisible()
})

test('a well-formed link still opens its page (the checks refuse only bad ones)', async ({ page }) => {
  await page.goto('/package-community/pages/personal/personal?authorId=4&token=dev-token')
  await expect(page.getByText('TA 的动态')).toBeVisible()
  await page.goto('/pages/display-data/display-data?eventId=1601')
  await expect(page.getByText('城市排行')).toBeVisible()
  await page.goto('/yearly-report/pages/share?id=k7q2m9x4t1v8w3p6')
  await expect(page.locator('taro-button-core', { hasText: '查看我的年度报告' })).toBeVisible()
  await expect(badView(page)).toHaveCount(0)
})
