import TeamListPage from '@/pages/teamPk/components/teamList'
import RecommendedPage from '@/pages/teamPk/pages/recommended'
import { openPage } from '@/core/navigation'
import { clearSession, setToken } from '@/core/session'
import { getRecommendedTeams, getSeason, getTeams, joinTeam } from '@/features/team-pk/api'
import { toast } from '@/shared/toast'
import { click, renderInStore as render, text, texts, type, waitFor, type Utils } from '../../../support/ui'
import { mockPage, openMockPage } from '../../../support/taro-page'
import { detail, page, season, summary } from './fixtures'

jest.mock('@/core/navigation', () => jest.requireActual('../../../support/navigation').navigationMock())
jest.mock('@/features/team-pk/api', () => ({ getSeason: jest.fn(), getTeams: jest.fn(), getRecommendedTeams: jest.fn(), joinTeam: jest.fn() }))
jest.mock('@/shared/toast', () => ({ toast: jest.fn() }))
jest.mock('@tarojs/taro', () => jest.requireActual('../../../support/taro-page').taroPageMock())

const TEAMS = [summary(901, { name: '星驰先锋队' }), summary(905, { name: '满员战队', memberCount: 10 }), summary(906)]

beforeEach(() => {
  setToken('dev-token')
  openMockPage('/pages/teamPk/components/teamList')
  ;(getSeason as jest.Mock).mockResolvedValue(season())
  ;(getTeams as jest.Mock).mockResolvedValue(page(TEAMS))
})
afterEach(() => {
  clearSession()
  jest.clearAllMocks()
})

const joinOf = (u: Utils, id: number) => u.queries.querySelector(`.team-card:has([data-team-id="${id}"]) .team-join`)

test('each card: name, city and captain, members, score, rank; a full team says so and cannot be joined; a tap opens the team', async () => {
  const u = await render(TeamListPage)
  await waitFor(() => expect(texts(u, '.team-card__name')).toEqual(['星驰先锋队', '满员战队', '战队906']))
  expect(getTeams).toHaveBeenCalledWith({ pageNo: 1, pageSize: 10 })
  expect(text(u, '[data-team-id="901"]')).toContain('上海 · 队长 队长901')
  expect(text(u, '[data-team-id="905"] .team-card__members')).toBe('成员 10/10')
  expect(text(u, '[data-team-id="906"] .team-card__score')).toBe('94 分')
  expect(text(u, '[data-team-id="906"] .team-card__rank')).toBe('第 6 名')
  expect(texts(u, '.team-join')).toEqual(['加入', '已满员', '加入'])
  const full = joinOf(u, 905)!
  expect(full.getAttribute('aria-disabled')).toBe('true')
  click(u, full)
  expect(joinTeam).not.toHaveBeenCalled()
  expect(openPage).not.toHaveBeenCalled()
  click(u, '[data-team-id="906"]')
  expect(openPage).toHaveBeenCalledWith('/pages/teamPk/pages/PKTeamDetail?id=906')
})

test('joining: the team is joined, 加入成功, its page opens', async () => {
  ;(joinTeam as jest.Mock).mockResolvedValue(detail(906, { myRole: 'member' }))
  const u = await render(TeamListPage)
  await waitFor(() => expect(joinOf(u, 906)).not.toBeNull())
  await u.act(async () => click(u, joinOf(u, 906)!))
  await waitFor(() => expect(openPage).toHaveBeenCalledWith('/pages/teamPk/pages/PKTeamDetail?id=906'))
  expect(joinTeam).toHaveBeenCalledWith(906, expect.any(String))
  expect(toast).toHaveBeenCalledWith('加入成功', 'success')
})

test('in a team already: no 加入 on any card', async () => {
  ;(getSeason as jest.Mock).mockResolvedValue(season({ myTeamId: 901 }))
  const u = await render(TeamListPage)
  await waitFor(() => expect(texts(u, '.team-card__name')).toHaveLength(3))
  await waitFor(() => expect(u.queries.querySelectorAll('.team-join')).toHaveLength(0))
})

test('logged out: 加入 leads to the login page (and back)', async () => {
  clearSession()
  const u = await render(TeamListPage)
  await waitFor(() => expect(joinOf(u, 906)).not.toBeNull())
  click(u, joinOf(u, 906)!)
  expect(joinTeam).not.toHaveBeenCalled()
  expect((openPage as jest.Mock).mock.calls[0][0]).toMatch(/^\/pages\/login\/index\?redirect=/)
})

test('searching by name asks for that name from page 1; the bottom brings page 2', async () => {
  ;(getTeams as jest.Mock).mockImplementation(async ({ keyword, pageNo }: { keyword?: string; pageNo: number }) => {
    if (keyword) return page([summary(901, { name: '星驰先锋队' })])
    return pageNo === 1 ? page(Array.from({ length: 10 }, (_, i) => summary(901 + i)), 12) : page([summary(911), summary(912)], 12, 2)
  })
  const u = await render(TeamListPage)
  await waitFor(() => expect(texts(u, '.team-card__name')).toHaveLength(10))
  mockPage.reachBottom?.()
  await waitFor(() => expect(texts(u, '.team-card__name')).toHaveLength(12))
  expect(getTeams).toHaveBeenLastCalledWith({ pageNo: 2, pageSize: 10 })
  await type(u, '.search-bar', ' 星驰 ')
  click(u, '.search-bar__go')
  await waitFor(() => expect(texts(u, '.team-card__name')).toEqual(['星驰先锋队']))
  expect(getTeams).toHaveBeenLastCalledWith({ pageNo: 1, pageSize: 10, keyword: '星驰' })
})

test('recommended: teams with room, to join', async () => {
  openMockPage('/pages/teamPk/pages/recommended')
  ;(getRecommendedTeams as jest.Mock).mockResolvedValue([summary(906, { name: '同城战队' })])
  const u = await render(RecommendedPage)
  await waitFor(() => expect(texts(u, '.team-card__name')).toEqual(['同城战队']))
  expect(texts(u, '.team-join')).toEqual(['加入'])
})

test('recommended, none with room: the way to form a team', async () => {
  openMockPage('/pages/teamPk/pages/recommended')
  ;(getRecommendedTeams as jest.Mock).mockResolvedValue([])
  const u = await render(RecommendedPage)
  await waitFor(() => expect(u.html()).toContain('暂无可加入的战队'))
  click(u, '.page-shell__retry')
  expect(openPage).toHaveBeenCalledWith('/pages/teamPk/components/formTeam')
})

test('recommended needs a login and asks nothing before', async () => {
  clearSession()
  openMockPage('/pages/teamPk/pages/recommended')
  const u = await render(RecommendedPage)
  await waitFor(() => expect(u.html()).toContain('登录后为你推荐同城战队'))
  expect(getRecommendedTeams).not.toHaveBeenCalled()
})
