import PkDetailPage from '@/pages/teamPk/pages/pkDetail'
import { openPage } from '@/core/navigation'
import { clearSession, setToken } from '@/core/session'
import { getPk, getSeason } from '@/features/team-pk/api'
import { sharePage, usePageShare } from '@/shared/share'
import { byText, click, renderInStore as render, text, texts, waitFor } from '../../../support/ui'
import { openMockPage } from '../../../support/taro-page'
import { endedSeason, match, season } from './match-fixtures'

jest.mock('@/core/navigation', () => jest.requireActual('../../../support/navigation').navigationMock())
jest.mock('@/features/team-pk/api', () => ({ getSeason: jest.fn(), getPk: jest.fn() }))
jest.mock('@/shared/share', () => ({ ...jest.requireActual('@/shared/share'), sharePage: jest.fn(async () => 'shared'), usePageShare: jest.fn() }))
jest.mock('@/shared/toast', () => ({ toast: jest.fn() }))
jest.mock('@tarojs/taro', () => jest.requireActual('../../../support/taro-page').taroPageMock())

const SHARE = { title: '星驰先锋队 VS 极光车友队，快来助力！', path: '/pages/teamPk/pages/pkDetail?id=951' }

beforeEach(() => {
  clearSession()
  openMockPage('/pages/teamPk/pages/pkDetail', { id: '951' })
  ;(getSeason as jest.Mock).mockResolvedValue(season())
  ;(getPk as jest.Mock).mockResolvedValue(match())
})
afterEach(() => {
  clearSession()
  jest.clearAllMocks()
})

test('a friend sees both teams, who leads by how much and the time left; boosts either, joins the one with room', async () => {
  const u = await render(PkDetailPage)
  await waitFor(() => expect(text(u, '.team-vs__gap')).toBe('星驰先锋队 领先 120 分'))
  expect(getPk).toHaveBeenCalledWith(951)
  expect(texts(u, '.team-vs__name')).toEqual(['星驰先锋队', '极光车友队'])
  expect(texts(u, '.team-vs__score')).toEqual(['2380 分', '2260 分'])
  expect(texts(u, '.team-vs__side-gap')).toEqual(['领先 120 分', '落后 120 分'])
  expect(text(u, '.team-vs__clock')).toMatch(/^距赛季结束 12天 /)
  expect(texts(u, '.team-vs__boost')).toEqual(['为 星驰先锋队 助力', '为 极光车友队 助力'])
  // 极光车友队 is full (10 of 10): only the other one offers joining.
  expect(u.queries.querySelectorAll('.team-vs__join')).toHaveLength(1)
  click(u, byText(u, '.team-vs__boost', '极光车友队'))
  expect(openPage).toHaveBeenCalledWith('/pages/teamPk/components/giveHelp?id=902')
  click(u, '.team-vs__join')
  expect(openPage).toHaveBeenCalledWith('/pages/teamPk/pages/PKTeamDetail?id=901')
})

test('shared with both names and the page, in WeChat menu and from the share button', async () => {
  const u = await render(PkDetailPage)
  await waitFor(() => expect(text(u, '.team-vs__share')).toBe('邀请好友助力'))
  expect(usePageShare).toHaveBeenLastCalledWith(SHARE)
  click(u, '.team-vs__share')
  expect(sharePage).toHaveBeenCalledWith({ ...SHARE, text: '星驰先锋队 领先 120 分' })
})

test('someone in a team already is not offered joining', async () => {
  setToken('dev-token')
  ;(getSeason as jest.Mock).mockResolvedValue(season({ myTeamId: 901 }))
  const u = await render(PkDetailPage)
  await waitFor(() => expect(texts(u, '.team-vs__boost')).toHaveLength(2))
  await waitFor(() => expect(getSeason).toHaveBeenCalled())
  await waitFor(() => expect(u.queries.querySelector('.team-vs__join')).toBeNull())
})

test('a season that ended: the winner, no actions, still shareable', async () => {
  ;(getPk as jest.Mock).mockResolvedValue(match({ season: endedSeason(), gap: -40 }))
  const u = await render(PkDetailPage)
  await waitFor(() => expect(text(u, '.team-vs__clock')).toBe('赛季已结束，极光车友队 获胜'))
  expect(text(u, '.team-vs__gap')).toBe('极光车友队 领先 40 分')
  expect(u.queries.querySelector('.team-vs__boost')).toBeNull()
  expect(u.queries.querySelector('.team-vs__join')).toBeNull()
  expect(text(u, '.team-vs__share')).toBe('分享最终战况')
})

test('a link without an id says so and reads nothing', async () => {
  openMockPage('/pages/teamPk/pages/pkDetail')
  const u = await render(PkDetailPage)
  await waitFor(() => expect(u.html()).toContain('缺少 PK id，无法打开'))
  expect(getPk).not.toHaveBeenCalled()
})
