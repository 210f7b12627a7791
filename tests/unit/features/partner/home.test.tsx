import PartnerCenterPage from '@/package-mine/pages/partner-center/index'
import { openPage } from '@/core/navigation'
import { setQueryClock } from '@/core/query'
import { clearSession, setToken } from '@/core/session'
import { PARTNER_FRESH_MS } from '@/features/partner'
import { getPartnerHome, getReferredCustomers } from '@/features/partner/api'
import { byText, click, renderInStore as render, text, texts, waitFor } from '../../../support/ui'
import { mockPage, openMockPage } from '../../../support/taro-page'
import { application, customer, EARNINGS, home, page, PROFILE } from './fixtures'

jest.mock('@/core/navigation', () => jest.requireActual('../../../support/navigation').navigationMock())
jest.mock('@/features/partner/api', () => ({ getPartnerHome: jest.fn(), getReferredCustomers: jest.fn() }))
jest.mock('@/shared/toast', () => ({ toast: jest.fn() }))
jest.mock('@tarojs/taro', () => jest.requireActual('../../../support/taro-page').taroPageMock())

const PATH = '/package-mine/pages/partner-center/index'

beforeEach(() => {
  setToken('dev-token')
  openMockPage(PATH)
})
afterEach(() => {
  clearSession()
  jest.clearAllMocks()
})

test('a partner: tier, earnings, customers by stage, the entries and the referred customers in tabs', async () => {
  ;(getPartnerHome as jest.Mock).mockResolvedValue(home(PROFILE))
  ;(getReferredCustomers as jest.Mock).mockImplementation(async ({ stage }) =>
    stage === 'purchase' ? page([customer(3, 'purchase')]) : page([customer(1, 'lead'), customer(2, 'testDrive'), customer(3, 'purchase')]),
  )
  const u = await render(PartnerCenterPage)
  await waitFor(() => expect(texts(u, '.partner-customer__name')).toEqual(['王*1 138****8000', '王*2 138****8000', '王*3 138****8000']))
  expect(text(u, '.member-header__name')).toBe('陈远航')
  expect(text(u, '.member-header__badge')).toBe('银牌合伙人')
  expect(text(u, '.member-header__hint')).toBe('已成交 6 台 · 再成交 4 台可升级')
  expect(texts(u, '.member-header__figure')).toEqual(['5留资客户', '3试驾客户', '6成交客户'])
  expect(texts(u, '.partner-earnings__value')).toEqual(['1200', '8600', '1', '4'])
  expect(texts(u, '.partner-earnings__gain')).toEqual(['+1000 积分 · 保养券 1 张', '+200 积分'])
  expect(texts(u, '.partner-customer .status-tag')).toEqual(['留资', '试驾', '成交'])
  expect(texts(u, '[role="tab"]')).toEqual(['全部', '留资', '试驾', '成交'])
  // One read of the home: the summary shares the screen's cache entry.
  expect(getPartnerHome).toHaveBeenCalledTimes(1)

  const entries: [string, string][] = [
    ['推广海报', '/package-mine/pages/partner-center/poster'],
    ['合伙人海报', '/package-mine/pages/partner-center/indexToImage'],
    ['信息登记', '/package-mine/pages/partner-center/retain-capital'],
    ['合伙人规则', '/package-mine/pages/partner-center/rules'],
    ['申请进度', '/package-mine/pages/partner-center/progress'],
  ]
  expect(texts(u, '.partner-entries__label')).toEqual(entries.map(([label]) => label))
  for (const [label, url] of entries) {
    click(u, byText(u, '.partner-entries__item', label))
    expect(openPage).toHaveBeenLastCalledWith(url)
  }

  click(u, byText(u, '[role="tab"]', '成交'))
  await waitFor(() => expect(texts(u, '.partner-customer__name')).toEqual(['王*3 138****8000']))
  expect(getReferredCustomers).toHaveBeenLastCalledWith({ stage: 'purchase', pageNo: 1, pageSize: 10 })
  expect(getReferredCustomers).toHaveBeenCalledWith({ stage: undefined, pageNo: 1, pageSize: 10 })
})

test('shown again, the centre follows the dealer system without a pull-down: new points, new counts, the customer under its new stage', async () => {
  let now = 10_000
  setQueryClock(() => now)
  const moved = { ...home(PROFILE), earnings: { ...EARNINGS, pointsTotal: 15150, pointsThisMonth: 1400 }, customerCounts: { lead: 4, testDrive: 4, purchase: 6 } }
  ;(getPartnerHome as jest.Mock).mockResolvedValueOnce(home(PROFILE)).mockResolvedValue(moved)
  ;(getReferredCustomers as jest.Mock).mockResolvedValueOnce(page([customer(1, 'lead')])).mockResolvedValue(page([customer(1, 'testDrive')]))
  const u = await render(PartnerCenterPage)
  await waitFor(() => expect(texts(u, '.partner-customer .status-tag')).toEqual(['留资']))
  const show = () => u.act(async () => void mockPage.show?.())
  await show() // Taro's first show of the page
  now += PARTNER_FRESH_MS / 2
  await show()
  expect(getPartnerHome).toHaveBeenCalledTimes(1)

  now += PARTNER_FRESH_MS
  await show()
  // Exact points, not 1w+: the +200 must show.
  await waitFor(() => expect(texts(u, '.partner-earnings__value')).toEqual(['1400', '15150', '1', '4']))
  expect(texts(u, '.member-header__figure')).toEqual(['4留资客户', '4试驾客户', '6成交客户'])
  await waitFor(() => expect(texts(u, '.partner-customer .status-tag')).toEqual(['试驾']))
  expect(getPartnerHome).toHaveBeenCalledTimes(2)
  expect(getReferredCustomers).toHaveBeenCalledTimes(2)

  // Shown again with the same counts: the summary is read, the lists are kept.
  now += PARTNER_FRESH_MS + 1
  await show()
  await waitFor(() => expect(getPartnerHome).toHaveBeenCalledTimes(3))
  expect(getReferredCustomers).toHaveBeenCalledTimes(2)
})

test('the top tier says so; an empty tab says what to do', async () => {
  ;(getPartnerHome as jest.Mock).mockResolvedValue(home({ ...PROFILE, tier: 3, tierName: '金牌合伙人', nextTierDeals: null, deals: 24 }))
  ;(getReferredCustomers as jest.Mock).mockResolvedValue(page([]))
  const u = await render(PartnerCenterPage)
  await waitFor(() => expect(u.html()).toContain('还没有推荐的客户，分享推广海报给好友吧'))
  expect(text(u, '.member-header__hint')).toBe('已成交 24 台 · 已是最高等级')
})

test('not a partner, rejected: the benefits, the reason and the way to apply again', async () => {
  ;(getPartnerHome as jest.Mock).mockResolvedValue(home(null, application('rejected')))
  const u = await render(PartnerCenterPage)
  await waitFor(() => expect(texts(u, '.member-join__benefit-title')).toEqual(['推荐奖励', '等级权益']))
  expect(text(u, '.member-application .status-tag')).toBe('未通过')
  expect(text(u, '.member-application__reason')).toBe('未通过原因：自我介绍过于简单')
  expect(text(u, '.member-join__apply')).toBe('修改后重新提交')
  expect(getReferredCustomers).not.toHaveBeenCalled()
  click(u, '.member-join__apply')
  expect(openPage).toHaveBeenCalledWith('/package-mine/pages/partner-center/progress')
  click(u, '.partner-join__rules')
  expect(openPage).toHaveBeenLastCalledWith('/package-mine/pages/partner-center/rules')
})

test.each([
  [null, '申请成为合伙人', null],
  [application('reviewing'), '查看申请进度', '审核中'],
  [application('approved'), '去签署协议', '待签约'],
])('not a partner, application %#: the button says what comes next', async (app, action, tag) => {
  ;(getPartnerHome as jest.Mock).mockResolvedValue(home(null, app))
  const u = await render(PartnerCenterPage)
  await waitFor(() => expect(text(u, '.member-join__apply')).toBe(action))
  expect(text(u, '.member-application .status-tag')).toBe(tag)
})

test('logged out: a login and no call', async () => {
  clearSession()
  const u = await render(PartnerCenterPage)
  await waitFor(() => expect(u.html()).toContain('登录后进入合伙人中心'))
  expect(getPartnerHome).not.toHaveBeenCalled()
})
