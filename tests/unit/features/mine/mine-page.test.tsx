import { Provider } from 'jotai'
import MinePage from '@/pages/mine/mine'
import { store } from '@/core/store'
import { clearSession, setToken } from '@/core/session'
import { openPage } from '@/core/navigation'
import { getCurrentUser, getMedals } from '@/entities/user/api'
import { getPointDetail } from '@/entities/points/api'
import { act, render } from '../../../support/render'
import { openMockPage } from '../../../support/taro-page'
import { waitFor } from '../../../support/wait-for'

jest.mock('@/core/navigation', () => jest.requireActual('../../../support/navigation').navigationMock({ currentUrl: () => '/pages/mine/mine' }))
jest.mock('@/entities/user/api', () => ({ getCurrentUser: jest.fn(), getMedals: jest.fn() }))
jest.mock('@/entities/points/api', () => ({ getPointDetail: jest.fn() }))
jest.mock('@/features/lottery/api', () => ({
  getRunningLotteries: jest.fn(async () => [{ id: 301, name: '车主节幸运大转盘', cover: 'c.svg', rule: '', startTime: '', endTime: '', status: 2, gameType: 'wheel' }]),
}))
jest.mock('@tarojs/taro', () => jest.requireActual('../../../support/taro-page').taroPageMock())
openMockPage('/pages/mine/mine')

const USER = { accountId: 1, memberSystemId: 1, pointSystemId: 2, mobile: '13800138000', displayName: '车主小王', avatarUrl: 'a.svg', point: 2000 }
const medal = (id: number, obtained: boolean) => ({ id, name: `勋章${id}`, icon: `${id}.svg`, description: '', category: '', obtained, obtainedAt: null })

afterEach(() => {
  clearSession()
  jest.clearAllMocks()
})

test('logged out: a login prompt and the entries, and no call at all', async () => {
  clearSession()
  const utils = await render(MinePage)
  await utils.queries.waitForQueryByText('你还没有登录')
  // html() is cut at 7000 characters; the titles are read from the nodes.
  const titles = Array.from(utils.queries.querySelectorAll('.mine-entry__title'), (t) => t.textContent)
  expect(titles).toEqual(expect.arrayContaining(['收货地址', '第三方共享清单']))
  expect(getCurrentUser).not.toHaveBeenCalled()
  utils.fireEvent.click(utils.queries.querySelector('.login-prompt__button')!)
  expect(openPage).toHaveBeenCalledWith('/pages/login/index?redirect=%2Fpages%2Fmine%2Fmine')
})

test('我的服务\'s header leads to 全部服务 (我的订单\'s to 全部订单); mine keeps 品牌与活动 for that page', async () => {
  clearSession()
  const utils = await render(MinePage)
  await utils.queries.waitForQuerySelector('.mine-entries__more')
  const links = Array.from(utils.queries.querySelectorAll('.mine-entries__more'))
  expect(links.map((l) => l.textContent)).toEqual(['全部订单 ›', '全部服务 ›'])
  const more = links[1]
  expect(more.closest('.mine-entries')?.querySelector('.mine-entries__title')?.textContent).toBe('我的服务')
  expect(utils.html()).not.toContain('品牌与活动')
  utils.fireEvent.click(more)
  expect(openPage).toHaveBeenCalledWith('/package-mine/pages/services/services')
})

test('the lottery running now has its entry, which opens its draw', async () => {
  clearSession()
  const utils = await render(MinePage)
  await waitFor(() => expect(utils.queries.querySelector('.draw-entry__name')?.textContent).toBe('车主节幸运大转盘'))
  utils.fireEvent.click(utils.queries.querySelector('.draw-entry')!)
  expect(openPage).toHaveBeenCalledWith('/package-mine/pages/lottery-page/lottery-detail?activityId=301')
})

test('logged in: name, masked mobile, the points of the points call and the medal count', async () => {
  setToken('dev-token')
  jest.mocked(getCurrentUser).mockResolvedValue(USER)
  jest.mocked(getPointDetail).mockResolvedValue({ accountId: 1, point: 2680, expiringPoint: 0, expiringAt: '' })
  jest.mocked(getMedals).mockResolvedValue([medal(1, true), medal(2, false), medal(3, true)])
  const utils = await render(MinePage)
  await utils.queries.waitForQueryByText('车主小王')
  expect(utils.queries.querySelector('.mine-profile__mobile')?.textContent).toBe('138****8000')
  // Points and medals are asked for once the header has painted (shared/after-paint).
  await utils.queries.waitForQueryByText('勋章 2/3')
  expect(utils.queries.querySelector('.mine-profile__points')?.textContent).toBe('2680')
  expect(getMedals).toHaveBeenCalledWith(1)
})

test('a swallowed points failure shows the balance of the user call; a medal failure leaves medals out', async () => {
  setToken('dev-token')
  jest.mocked(getCurrentUser).mockResolvedValue(USER)
  jest.mocked(getPointDetail).mockResolvedValue(undefined)
  jest.mocked(getMedals).mockRejectedValue(new Error('服务器端错误'))
  const utils = await render(MinePage)
  await utils.queries.waitForQueryByText('车主小王')
  await waitFor(() => expect(getMedals).toHaveBeenCalled())
  await new Promise((r) => setTimeout(r, 20))
  expect(utils.queries.querySelector('.mine-profile__points')?.textContent).toBe('2000')
  expect(utils.queries.querySelector('.medal-summary')).toBeNull()
})

test('a failing user call shows its reason and a retry; the entries stay', async () => {
  setToken('dev-token')
  jest.mocked(getCurrentUser).mockRejectedValueOnce(new Error('服务器端错误')).mockResolvedValueOnce(USER)
  jest.mocked(getPointDetail).mockResolvedValue(undefined)
  jest.mocked(getMedals).mockResolvedValue([])
  const utils = await render(MinePage)
  await utils.queries.waitForQueryByText('服务器端错误')
  expect(Array.from(utils.queries.querySelectorAll('.mine-entry__title'), (t) => t.textContent)).toContain('每日签到')
  utils.fireEvent.click(utils.queries.querySelector('.mine-profile__retry')!)
  await utils.queries.waitForQueryByText('车主小王')
})

test('signed out on the page: the login prompt, and no read goes out without a token (it would open the login page)', async () => {
  setToken('dev-token')
  jest.mocked(getCurrentUser).mockResolvedValue(USER)
  jest.mocked(getPointDetail).mockResolvedValue({ accountId: 1, point: 2680, expiringPoint: 0, expiringAt: '' })
  jest.mocked(getMedals).mockResolvedValue([])
  // The app's store, as app.tsx provides it: the sign-out below must reach the page.
  const InApp = () => (
    <Provider store={store}>
      <MinePage />
    </Provider>
  )
  const utils = await render(InApp)
  await waitFor(() => expect(getPointDetail).toHaveBeenCalledTimes(1))
  await utils.queries.waitForQueryByText('2680')
  jest.mocked(getCurrentUser).mockClear()
  jest.mocked(getPointDetail).mockClear()
  await act(async () => clearSession())
  await utils.queries.waitForQueryByText('你还没有登录')
  await act(async () => {})
  expect(getPointDetail).not.toHaveBeenCalled()
  expect(getCurrentUser).not.toHaveBeenCalled()
})
