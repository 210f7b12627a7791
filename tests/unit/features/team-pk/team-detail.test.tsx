import TeamDetailPage from '@/pages/teamPk/pages/PKTeamDetail'
import { openPage, redirectTo } from '@/core/navigation'
import { invalidate } from '@/core/query'
import { clearSession, setToken } from '@/core/session'
import { challenge, dissolveTeam, getSeason, getTeam, joinTeam, leaveTeam } from '@/features/team-pk/api'
import { confirmDestructive } from '@/shared/confirm'
import { byText, click, renderInStore as render, text, texts, waitFor } from '../../../support/ui'
import { openMockPage } from '../../../support/taro-page'
import { detail, season } from './fixtures'

jest.mock('@/core/navigation', () => jest.requireActual('../../../support/navigation').navigationMock())
jest.mock('@/features/team-pk/api', () => ({
  getSeason: jest.fn(), getTeam: jest.fn(), joinTeam: jest.fn(), leaveTeam: jest.fn(), dissolveTeam: jest.fn(), challenge: jest.fn(),
}))
jest.mock('@/shared/confirm', () => ({ confirmDestructive: jest.fn() }))
jest.mock('@/shared/toast', () => ({ toast: jest.fn() }))
jest.mock('@tarojs/taro', () => jest.requireActual('../../../support/taro-page').taroPageMock())

const OK = { ok: true }

beforeEach(() => {
  setToken('dev-token')
  openMockPage('/pages/teamPk/pages/PKTeamDetail', { id: '901' })
  ;(getSeason as jest.Mock).mockResolvedValue(season())
  ;(getTeam as jest.Mock).mockResolvedValue(detail(901))
})
afterEach(() => {
  clearSession()
  jest.clearAllMocks()
})

const actions = (u: Awaited<ReturnType<typeof render>>) => texts(u, '.team-actions .button')

test('no id: the link is incomplete, nothing is read', async () => {
  openMockPage('/pages/teamPk/pages/PKTeamDetail', { id: 'abc' })
  const u = await render(TeamDetailPage)
  await waitFor(() => expect(u.html()).toContain('缺少战队 id，无法打开'))
  expect(getTeam).not.toHaveBeenCalled()
})

test('the header and the members with their points, the captain marked and first', async () => {
  const u = await render(TeamDetailPage)
  await waitFor(() => expect(text(u, '.team-head__name')).toBe('星驰先锋队'))
  expect(getTeam).toHaveBeenCalledWith(901)
  expect(texts(u, '.team-head__value')).toEqual(['第 3 名', '2450', '17'])
  expect(texts(u, '.team-members__name')).toEqual(['车主小王', '小林', '车友阿杰'])
  expect(texts(u, '.team-members__points')).toEqual(['300 分', '200 分', '120 分'])
  expect(text(u, '[data-account-id="1"] .status-tag')).toBe('队长')
  expect(u.queries.querySelectorAll('.team-members__remove')).toHaveLength(0)
})

test('not in a team: 加入 and 为TA助力; joined, the page reads again', async () => {
  ;(joinTeam as jest.Mock).mockResolvedValue(detail(901, { myRole: 'member' }))
  const u = await render(TeamDetailPage)
  await waitFor(() => expect(actions(u)).toEqual(['加入', '为TA助力']))
  await u.act(async () => click(u, '.team-actions__join'))
  await waitFor(() => expect(joinTeam).toHaveBeenCalledWith(901, expect.any(String)))
  click(u, '.team-actions__boost')
  expect(openPage).toHaveBeenCalledWith('/pages/teamPk/components/giveHelp?id=901')
})

test('a full team: 已满员, inert', async () => {
  ;(getTeam as jest.Mock).mockResolvedValue(detail(905, { memberCount: 10, maxMembers: 10 }))
  const u = await render(TeamDetailPage)
  await waitFor(() => expect(actions(u)).toEqual(['已满员', '为TA助力']))
  click(u, '.team-actions__join')
  expect(joinTeam).not.toHaveBeenCalled()
})

test('a member leaves only after confirming', async () => {
  ;(getTeam as jest.Mock).mockResolvedValue(detail(901, { myRole: 'member', pkId: 77 }))
  ;(getSeason as jest.Mock).mockResolvedValue(season({ myTeamId: 901 }))
  ;(confirmDestructive as jest.Mock).mockResolvedValueOnce(false).mockResolvedValueOnce(true)
  ;(leaveTeam as jest.Mock).mockResolvedValue(OK)
  const u = await render(TeamDetailPage)
  await waitFor(() => expect(actions(u)).toEqual(['退出战队', '为TA助力', '查看 PK']))
  await u.act(async () => click(u, '.team-actions__leave'))
  await waitFor(() => expect(confirmDestructive).toHaveBeenCalledTimes(1))
  expect(leaveTeam).not.toHaveBeenCalled()
  await u.act(async () => click(u, '.team-actions__leave'))
  await waitFor(() => expect(leaveTeam).toHaveBeenCalledWith(901))
  expect((confirmDestructive as jest.Mock).mock.calls[0][0]).toMatchObject({ title: '退出战队', confirmText: '退出' })
  click(u, '.team-actions__pk')
  expect(openPage).toHaveBeenCalledWith('/pages/teamPk/pages/pkDetail?id=77')
})

test('the captain leaving chooses: hand over to a member (confirmed) or dissolve (confirmed)', async () => {
  ;(getTeam as jest.Mock).mockResolvedValue(detail(901, { myRole: 'captain' }))
  ;(getSeason as jest.Mock).mockResolvedValue(season({ myTeamId: 901 }))
  ;(confirmDestructive as jest.Mock).mockResolvedValue(true)
  ;(leaveTeam as jest.Mock).mockResolvedValue(OK)
  ;(dissolveTeam as jest.Mock).mockImplementation(async () => {
    await new Promise((answer) => setTimeout(answer, 10)) // the request's round trip
    invalidate('team-pk')
    return OK
  })
  const u = await render(TeamDetailPage)
  await waitFor(() => expect(actions(u)).toEqual(['退出战队', '为TA助力']))
  click(u, '.team-actions__leave')
  await waitFor(() => expect(texts(u, '.team-leave__member')).toEqual(['移交给 车友阿杰', '移交给 小林']))
  expect(confirmDestructive).not.toHaveBeenCalled()
  await u.act(async () => click(u, byText(u, '.team-leave__member', '小林')))
  await waitFor(() => expect(leaveTeam).toHaveBeenCalledWith(901, { successorId: 5 }))
  expect((confirmDestructive as jest.Mock).mock.calls[0][0].content).toBe('确定将队长移交给 小林 并退出战队吗？')
  expect(u.queries.querySelector('.team-leave')).toBeNull()

  click(u, '.team-actions__leave')
  await u.act(async () => click(u, '.team-leave__dissolve'))
  await waitFor(() => expect(dissolveTeam).toHaveBeenCalledWith(901))
  expect((confirmDestructive as jest.Mock).mock.calls[1][0]).toMatchObject({ title: '解散战队', confirmText: '解散' })
  await waitFor(() => expect(redirectTo).toHaveBeenCalledWith('/pages/teamPk/components/teamList'))
  // The team gone is not read again (its 404 would toast over 战队已解散); what was shown stays.
  expect(getTeam).toHaveBeenCalledTimes(1)
  expect(text(u, '.team-head__name')).toBe('星驰先锋队')
})

test('the captain saying no to dissolving keeps the team', async () => {
  ;(getTeam as jest.Mock).mockResolvedValue(detail(901, { myRole: 'captain' }))
  ;(getSeason as jest.Mock).mockResolvedValue(season({ myTeamId: 901 }))
  ;(confirmDestructive as jest.Mock).mockResolvedValue(false)
  const u = await render(TeamDetailPage)
  await waitFor(() => expect(actions(u)).toContain('退出战队'))
  click(u, '.team-actions__leave')
  await u.act(async () => click(u, '.team-leave__dissolve'))
  await waitFor(() => expect(confirmDestructive).toHaveBeenCalled())
  expect(dissolveTeam).not.toHaveBeenCalled()
  expect(leaveTeam).not.toHaveBeenCalled()
})

test('with a team of my own, another team can be challenged: the head-to-head opens', async () => {
  openMockPage('/pages/teamPk/pages/PKTeamDetail', { id: '902' })
  ;(getTeam as jest.Mock).mockResolvedValue(detail(902, { name: '极光车队' }))
  ;(getSeason as jest.Mock).mockResolvedValue(season({ myTeamId: 901 }))
  ;(challenge as jest.Mock).mockResolvedValue({ id: 88 })
  const u = await render(TeamDetailPage)
  await waitFor(() => expect(actions(u)).toEqual(['为TA助力', '发起 PK']))
  await u.act(async () => click(u, '.team-actions__challenge'))
  await waitFor(() => expect(openPage).toHaveBeenCalledWith('/pages/teamPk/pages/pkDetail?id=88'))
  expect(challenge).toHaveBeenCalledWith(902)
})

test('an ended season: the final rank and no actions', async () => {
  ;(getTeam as jest.Mock).mockResolvedValue(detail(901, { myRole: 'captain' }))
  ;(getSeason as jest.Mock).mockResolvedValue(season({ state: 'ended', myTeamId: 901 }))
  const u = await render(TeamDetailPage)
  await waitFor(() => expect(text(u, '.team-actions__ended')).toBe('赛季已结束，最终排名第 3 名'))
  expect(u.queries.querySelectorAll('.team-detail .button')).toHaveLength(0)
})
