import TeamDetailPage from '@/pages/teamPk/pages/PKTeamDetail'
import { request } from '@/core/request'
import { clearSession, setToken } from '@/core/session'
import { likeContent, postComment, unlikeContent } from '@/features/community/api'
import { getSeason, getTeam } from '@/features/team-pk/api'
import { ACTION_POINTS, creditFor, DAILY_CAP, SCORE_RULE_TEXT } from '@/features/team-pk/score-rule'
import { renderInStore as render, text, waitFor } from '../../../support/ui'
import { openMockPage } from '../../../support/taro-page'
import { detail, season } from './fixtures'

// The team's score in its parts (members' community activity, boosts), what I brought it today
// of the daily cap, the rule from the figures the server credits with; a comment or a like in
// the community marks Team PK, so a team shown reads again without a pull-down.

jest.mock('@/core/navigation', () => jest.requireActual('../../../support/navigation').navigationMock())
jest.mock('@/core/request', () => ({ ...jest.requireActual('@/core/request'), request: jest.fn() }))
jest.mock('@/features/team-pk/api', () => ({
  getSeason: jest.fn(), getTeam: jest.fn(), joinTeam: jest.fn(), leaveTeam: jest.fn(), dissolveTeam: jest.fn(), challenge: jest.fn(),
}))
jest.mock('@/shared/toast', () => ({ toast: jest.fn() }))
jest.mock('@tarojs/taro', () => jest.requireActual('../../../support/taro-page').taroPageMock())

beforeEach(() => {
  setToken('dev-token')
  openMockPage('/pages/teamPk/pages/PKTeamDetail', { id: '901' })
  ;(getSeason as jest.Mock).mockResolvedValue(season({ myTeamId: 901 }))
  ;(getTeam as jest.Mock).mockResolvedValue(detail(901))
})
afterEach(() => {
  clearSession()
  jest.clearAllMocks()
})

test('the rule: each action its points, cut to what the daily cap leaves, never below 0', () => {
  expect(creditFor('comment', 0)).toBe(ACTION_POINTS.comment)
  expect(creditFor('post', DAILY_CAP - 3)).toBe(3)
  expect(creditFor('like', DAILY_CAP)).toBe(0)
  expect(creditFor('like', DAILY_CAP + 5)).toBe(0)
  for (const points of Object.values(ACTION_POINTS)) expect(SCORE_RULE_TEXT).toContain(`+${points} 分`)
  expect(SCORE_RULE_TEXT).toContain(`每人每天最多 ${DAILY_CAP} 分`)
  expect(SCORE_RULE_TEXT).toContain('退出战队后已得积分仍归战队')
})

test('a guest of the team sees the parts of the score and the rule, not a figure of today', async () => {
  const u = await render(TeamDetailPage)
  await waitFor(() => expect(text(u, '.team-score__members')).toBe('1600 分'))
  expect(text(u, '.team-score__boosts')).toBe('850 分')
  expect(text(u, '.team-score__total')).toBe('共 2450 分')
  expect(u.html()).toContain('（17 次 × 50 分）')
  expect(text(u, '.team-score__rule')).toBe(SCORE_RULE_TEXT)
  expect(u.queries.querySelector('.team-score__today')).toBeNull()
})

test('a member sees what they brought today of the cap, and when the cap is reached', async () => {
  ;(getTeam as jest.Mock).mockResolvedValue(detail(901, { myRole: 'member', myPointsToday: 12 }))
  const u = await render(TeamDetailPage)
  await waitFor(() => expect(text(u, '.team-score__today')).toBe(`12 / ${DAILY_CAP} 分`))
  expect(u.html()).not.toContain('今日已达上限')
  ;(getTeam as jest.Mock).mockResolvedValue(detail(901, { myRole: 'member', myPointsToday: DAILY_CAP }))
  await u.act(async () => {
    await postComment({ contentId: 107, content: '周末一起去露营' })
  })
  await waitFor(() => expect(u.html()).toContain('今日已达上限'))
})

test('a comment and a like in the community mark Team PK: the team shown reads again; an unlike does not', async () => {
  ;(request as jest.Mock).mockResolvedValue({})
  ;(getTeam as jest.Mock).mockResolvedValue(detail(901, { myRole: 'captain', myPointsToday: 0 }))
  const u = await render(TeamDetailPage)
  await waitFor(() => expect(text(u, '.team-score__members')).toBe('1600 分'))
  expect(getTeam).toHaveBeenCalledTimes(1)

  const commented = detail(901, { myRole: 'captain', score: 2455, scoreParts: { members: 1605, boosts: 850 }, myPointsToday: 5 })
  ;(getTeam as jest.Mock).mockResolvedValue(commented)
  await u.act(async () => {
    await postComment({ contentId: 107, content: '周末一起去露营' })
  })
  await waitFor(() => expect(text(u, '.team-score__members')).toBe('1605 分'))
  expect(text(u, '.team-head__score')).toBe('2455')
  expect(text(u, '.team-score__today')).toBe(`5 / ${DAILY_CAP} 分`)
  expect(getTeam).toHaveBeenCalledTimes(2)

  ;(getTeam as jest.Mock).mockResolvedValue(detail(901, { myRole: 'captain', score: 2457, scoreParts: { members: 1607, boosts: 850 }, myPointsToday: 7 }))
  await u.act(async () => {
    await likeContent(107)
  })
  await waitFor(() => expect(text(u, '.team-score__members')).toBe('1607 分'))
  expect(getTeam).toHaveBeenCalledTimes(3)

  await u.act(async () => {
    await unlikeContent(107)
  })
  expect(getTeam).toHaveBeenCalledTimes(3)
})
