import ServicesPage from '@/package-mine/pages/services/services'
import { clearSession } from '@/core/session'
import { openPage } from '@/core/navigation'
import { getRunningLotteries } from '@/features/lottery/api'
import { MINE_ENTRIES } from '@/features/mine'
import { paths } from '@/routes'
import { render } from '../../../support/render'
import { openMockPage } from '../../../support/taro-page'
import { waitFor } from '../../../support/wait-for'

jest.mock('@/core/navigation', () => jest.requireActual('../../../support/navigation').navigationMock({ currentUrl: () => '/package-mine/pages/services/services' }))
jest.mock('@/features/lottery/api', () => ({ getRunningLotteries: jest.fn() }))
jest.mock('@tarojs/taro', () => jest.requireActual('../../../support/taro-page').taroPageMock())
openMockPage('/package-mine/pages/services/services')

const LOTTERY = { id: 301, name: '车主节幸运大转盘', cover: 'c.svg', rule: '', startTime: '', endTime: '', status: 2, gameType: 'wheel' as const }

const groupTitles = (utils: Awaited<ReturnType<typeof render>>) => Array.from(utils.queries.querySelectorAll('.mine-entries__title'), (t) => t.textContent)
const entry = (utils: Awaited<ReturnType<typeof render>>, title: string) =>
  Array.from(utils.queries.querySelectorAll('.mine-entry')).find((e) => e.querySelector('.mine-entry__title')?.textContent === title)

beforeEach(() => {
  clearSession()
  jest.clearAllMocks()
})

test("a guest sees mine's groups and 品牌与活动, each entry opening its page; no 全部服务 link here", async () => {
  jest.mocked(getRunningLotteries).mockResolvedValue([])
  const utils = await render(ServicesPage)
  await utils.queries.waitForQueryByText('品牌博物馆')
  expect(groupTitles(utils)).toEqual([...MINE_ENTRIES.map((g) => g.title), '品牌与活动'])
  expect(utils.queries.querySelector('.mine-entries__more')).toBeNull()
  expect(utils.queries.querySelector('.login-prompt')).toBeNull()
  for (const [title, url] of [
    ['品牌博物馆', paths.museum()],
    ['年度报告', paths.yearlyReport()],
    ['战队 PK', paths.teamRanking()],
    ['车主互助联盟', paths.mutualHelp()],
    ['活动中心', paths.activityHub()],
    ['每日签到', paths.signIn()],
  ]) {
    utils.fireEvent.click(entry(utils, title)!)
    expect(openPage).toHaveBeenLastCalledWith(url)
  }
  // Nothing running: no 幸运抽奖 that would open nothing.
  await waitFor(() => expect(getRunningLotteries).toHaveBeenCalled())
  await new Promise((r) => setTimeout(r, 20))
  expect(entry(utils, '幸运抽奖')).toBeUndefined()
})

test('the lottery running now is 幸运抽奖 in 品牌与活动, opening its draw', async () => {
  jest.mocked(getRunningLotteries).mockResolvedValue([LOTTERY])
  const utils = await render(ServicesPage)
  await waitFor(() => expect(entry(utils, '幸运抽奖')).toBeDefined())
  const brand = Array.from(utils.queries.querySelectorAll('.mine-entries')).find((g) => g.querySelector('.mine-entries__title')?.textContent === '品牌与活动')
  expect(brand?.textContent).toContain('幸运抽奖')
  utils.fireEvent.click(entry(utils, '幸运抽奖')!)
  expect(openPage).toHaveBeenLastCalledWith('/package-mine/pages/lottery-page/lottery-detail?activityId=301')
})
