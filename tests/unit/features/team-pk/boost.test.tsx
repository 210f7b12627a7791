import GiveHelpPage from '@/pages/teamPk/components/giveHelp'
import { openPage } from '@/core/navigation'
import { RequestError } from '@/core/request'
import { clearSession, setToken } from '@/core/session'
import { boostTeam, getSeason, getTeam } from '@/features/team-pk/api'
import { byText, click, renderInStore as render, text, waitFor } from '../../../support/ui'
import { openMockPage } from '../../../support/taro-page'
import { endedSeason, season, summary, team } from './match-fixtures'

jest.mock('@/core/navigation', () => jest.requireActual('../../../support/navigation').navigationMock())
jest.mock('@/features/team-pk/api', () => ({ getSeason: jest.fn(), getTeam: jest.fn(), boostTeam: jest.fn() }))
jest.mock('@/shared/toast', () => ({ toast: jest.fn() }))
jest.mock('@tarojs/taro', () => jest.requireActual('../../../support/taro-page').taroPageMock())

const boost = boostTeam as jest.Mock
const button = (u: Awaited<ReturnType<typeof render>>) => u.queries.querySelector('.team-boost__button')!

beforeEach(() => {
  setToken('dev-token')
  openMockPage('/pages/teamPk/components/giveHelp', { id: '901' })
  ;(getSeason as jest.Mock).mockResolvedValue(season())
  ;(getTeam as jest.Mock).mockResolvedValue(team())
})
afterEach(() => {
  clearSession()
  jest.clearAllMocks()
})

test('the team and the rule; one boost adds the points, shows the new score and rank, then the button is done', async () => {
  boost.mockResolvedValue({ team: summary(901, '星驰先锋队', { score: 2430, rank: 2 }), added: 50 })
  const u = await render(GiveHelpPage)
  await waitFor(() => expect(text(u, '.team-boost__name')).toBe('星驰先锋队'))
  expect(getTeam).toHaveBeenCalledWith(901)
  expect(text(u, '.team-boost__rule')).toBe('每人每天可为同一战队助力 1 次，每次 +50 分')
  expect(text(u, '.team-boost__figures')).toContain('2380')
  expect(text(u, '.team-boost__figures')).toContain('第 3 名')
  click(u, button(u))
  await waitFor(() => expect(text(u, '.team-boost__added')).toBe('助力成功 +50'))
  expect(text(u, '.team-boost__now')).toBe('星驰先锋队 现有 2430 分，排名第 2 名')
  expect(text(u, '.team-boost__figures')).toContain('2430')
  expect(text(u, '.team-boost__figures')).toContain('第 2 名')
  expect(text(u, '.team-boost__button')).toBe('今日已助力')
  expect(button(u).getAttribute('aria-disabled')).toBe('true')
  click(u, button(u))
  expect(boost).toHaveBeenCalledTimes(1)
  expect(boost).toHaveBeenCalledWith(901)
})

test('a second boost the same day (409, from another device) keeps the page and shows it done', async () => {
  boost.mockRejectedValue(new RequestError('status', '今天已为该战队助力，明天再来吧', { status: 409 }))
  const u = await render(GiveHelpPage)
  await waitFor(() => expect(text(u, '.team-boost__button')).toBe('助力'))
  click(u, button(u))
  await waitFor(() => expect(text(u, '.team-boost__button')).toBe('今日已助力'))
  expect(text(u, '.team-boost__name')).toBe('星驰先锋队')
  expect(u.queries.querySelector('.team-boost__result')).toBeNull()
})

test('boosted today already: the button says so and does nothing', async () => {
  ;(getTeam as jest.Mock).mockResolvedValue(team({ boostedToday: true }))
  const u = await render(GiveHelpPage)
  await waitFor(() => expect(text(u, '.team-boost__button')).toBe('今日已助力'))
  click(u, button(u))
  expect(boost).not.toHaveBeenCalled()
})

test('a guest sees the team; a tap on 助力 goes to the login (which comes back here), with no boost', async () => {
  clearSession()
  const u = await render(GiveHelpPage)
  await waitFor(() => expect(text(u, '.team-boost__button')).toBe('助力'))
  expect(text(u, '.team-boost__hint')).toBe('登录后即可为战队助力')
  click(u, button(u))
  expect(boost).not.toHaveBeenCalled()
  expect(openPage).toHaveBeenCalledWith(expect.stringMatching(/^\/pages\/login\/index\?redirect=/))
})

test('a season that ended: the final place, no button', async () => {
  ;(getSeason as jest.Mock).mockResolvedValue(endedSeason())
  const u = await render(GiveHelpPage)
  await waitFor(() => expect(text(u, '.team-boost__final')).toBe('赛季已结束，星驰先锋队 最终排名第 3 名，共 2380 分'))
  expect(u.queries.querySelector('.team-boost__button')).toBeNull()
  expect(u.queries.querySelector('.team-boost__rule')).toBeNull()
  click(u, byText(u, '.team-boost__link', '最终排名'))
  expect(openPage).toHaveBeenCalledWith('/pages/teamPk/components/generalList')
})

test('a link without an id says so and reads nothing', async () => {
  openMockPage('/pages/teamPk/components/giveHelp')
  const u = await render(GiveHelpPage)
  await waitFor(() => expect(u.html()).toContain('缺少战队 id，无法打开'))
  expect(getTeam).not.toHaveBeenCalled()
})
