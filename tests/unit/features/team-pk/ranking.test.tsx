import GeneralListPage from '@/pages/teamPk/components/generalList'
import { openPage } from '@/core/navigation'
import { clearSession, setToken } from '@/core/session'
import { getMyRanking, getRanking, getSeason } from '@/features/team-pk/api'
import { click, renderInStore as render, text, texts, waitFor } from '../../../support/ui'
import { mockPage, openMockPage } from '../../../support/taro-page'
import { endedSeason, page, row, season } from './match-fixtures'

jest.mock('@/core/navigation', () => jest.requireActual('../../../support/navigation').navigationMock())
jest.mock('@/features/team-pk/api', () => ({ getSeason: jest.fn(), getRanking: jest.fn(), getMyRanking: jest.fn() }))
jest.mock('@/shared/toast', () => ({ toast: jest.fn() }))
jest.mock('@tarojs/taro', () => jest.requireActual('../../../support/taro-page').taroPageMock())

const ranking = getRanking as jest.Mock
const mine = getMyRanking as jest.Mock
const ROWS = [row(1, 905, '极速联盟', 3100), row(2, 902, '极光车友队', 2380), row(3, 901, '星驰先锋队', 2380), row(4, 903, '夜骑俱乐部', 900)]

beforeEach(() => {
  setToken('dev-token')
  openMockPage('/pages/teamPk/components/generalList')
  ;(getSeason as jest.Mock).mockResolvedValue(season({ myTeamId: 901 }))
  ranking.mockResolvedValue(page(ROWS))
  mine.mockResolvedValue(ROWS[2])
})
afterEach(() => {
  clearSession()
  jest.clearAllMocks()
})

test('the server order with ranks, the first three marked, my team pinned on top and marked in the list', async () => {
  const u = await render(GeneralListPage)
  await waitFor(() => expect(texts(u, '.team-board__list .team-board-row__name')).toEqual(['极速联盟', '极光车友队', '星驰先锋队', '夜骑俱乐部']))
  expect(ranking).toHaveBeenCalledWith({ pageNo: 1, pageSize: 10 })
  expect(texts(u, '.team-board__list .team-board-row__rank')).toEqual(['1', '2', '3', '4'])
  expect(u.queries.querySelectorAll('.team-board__list .team-board-row__rank--top')).toHaveLength(3)
  expect(texts(u, '.team-board__list .team-board-row__score')).toEqual(['3100分', '2380分', '2380分', '900分'])
  await waitFor(() => expect(text(u, '.team-board__mine .team-board-row__name')).toBe('星驰先锋队'))
  expect(text(u, '.team-board__mine .team-board-row__rank')).toBe('3')
  expect(u.queries.querySelector('.team-board__list .team-board-row--mine')?.getAttribute('data-team-id')).toBe('901')
  expect(texts(u, '.team-board__action')).toEqual(['我的战队', '排名规则'])
  expect(text(u, '.team-board__when')).toMatch(/^距赛季结束 12天 /)
  click(u, '.team-board__list [data-team-id="902"]')
  expect(openPage).toHaveBeenCalledWith('/pages/teamPk/pages/PKTeamDetail?id=902')
})

test('more rows at the bottom', async () => {
  const first = Array.from({ length: 10 }, (_, i) => row(i + 1, 910 + i, `战队${i + 1}`, 2000 - i * 10))
  ranking.mockImplementation(async ({ pageNo }: { pageNo: number }) => (pageNo === 1 ? page(first, 12) : page([row(11, 930, '战队11', 500), row(12, 931, '战队12', 400)], 12, 2)))
  const u = await render(GeneralListPage)
  await waitFor(() => expect(u.queries.querySelectorAll('.team-board__list .team-board-row')).toHaveLength(10))
  mockPage.reachBottom?.()
  await waitFor(() => expect(u.queries.querySelectorAll('.team-board__list .team-board-row')).toHaveLength(12))
  expect(ranking).toHaveBeenLastCalledWith({ pageNo: 2, pageSize: 10 })
})

test('a guest sees the ranking without a pinned row and is offered to form or join a team', async () => {
  clearSession()
  ;(getSeason as jest.Mock).mockResolvedValue(season())
  const u = await render(GeneralListPage)
  await waitFor(() => expect(texts(u, '.team-board-row__name')).toHaveLength(4))
  expect(mine).not.toHaveBeenCalled()
  expect(u.queries.querySelector('.team-board__mine')).toBeNull()
  expect(texts(u, '.team-board__action')).toEqual(['组建战队', '加入战队', '排名规则'])
})

test('logged in without a team: no pinned row', async () => {
  mine.mockResolvedValue(null)
  ;(getSeason as jest.Mock).mockResolvedValue(season())
  const u = await render(GeneralListPage)
  await waitFor(() => expect(mine).toHaveBeenCalled())
  await waitFor(() => expect(texts(u, '.team-board-row__name')).toHaveLength(4))
  expect(u.queries.querySelector('.team-board__mine')).toBeNull()
})

test('a season that ended: 最终排名 and no actions', async () => {
  ;(getSeason as jest.Mock).mockResolvedValue(endedSeason({ myTeamId: 901 }))
  const u = await render(GeneralListPage)
  await waitFor(() => expect(text(u, '.team-board__title')).toBe('最终排名'))
  expect(text(u, '.team-board__when')).toBe('2026 冬季战队赛已结束，以下为最终排名')
  expect(texts(u, '.team-board__action')).toEqual(['排名规则'])
  await waitFor(() => expect(texts(u, '.team-board__list .team-board-row__name')).toHaveLength(4))
})
