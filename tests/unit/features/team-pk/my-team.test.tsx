import MyTeamPage from '@/pages/teamPk/components/myTeam'
import { openPage } from '@/core/navigation'
import { invalidate } from '@/core/query'
import { clearSession, setToken } from '@/core/session'
import { dissolveTeam, getSeason, getTeam, leaveTeam, removeMember } from '@/features/team-pk/api'
import { confirmDestructive } from '@/shared/confirm'
import { byText, click, renderInStore as render, texts, waitFor } from '../../../support/ui'
import { openMockPage } from '../../../support/taro-page'
import { detail, MEMBERS, season } from './fixtures'

jest.mock('@/core/navigation', () => jest.requireActual('../../../support/navigation').navigationMock())
jest.mock('@/features/team-pk/api', () => ({
  getSeason: jest.fn(), getTeam: jest.fn(), joinTeam: jest.fn(), leaveTeam: jest.fn(), dissolveTeam: jest.fn(), removeMember: jest.fn(), challenge: jest.fn(),
}))
jest.mock('@/shared/confirm', () => ({ confirmDestructive: jest.fn() }))
jest.mock('@/shared/toast', () => ({ toast: jest.fn() }))
jest.mock('@tarojs/taro', () => jest.requireActual('../../../support/taro-page').taroPageMock())

beforeEach(() => {
  setToken('dev-token')
  openMockPage('/pages/teamPk/components/myTeam')
  ;(getSeason as jest.Mock).mockResolvedValue(season({ myTeamId: 901 }))
  ;(getTeam as jest.Mock).mockResolvedValue(detail(901, { myRole: 'captain' }))
})
afterEach(() => {
  clearSession()
  jest.clearAllMocks()
})

test('no team: the ways to get one', async () => {
  ;(getSeason as jest.Mock).mockResolvedValue(season())
  const u = await render(MyTeamPage)
  await waitFor(() => expect(u.html()).toContain('你还没有战队'))
  expect(getTeam).not.toHaveBeenCalled()
  click(u, '.page-shell__retry')
  click(u, byText(u, '.team-none__link', '推荐战队'))
  click(u, byText(u, '.team-none__link', '浏览全部战队'))
  expect((openPage as jest.Mock).mock.calls.map((c) => c[0])).toEqual([
    '/pages/teamPk/components/formTeam', '/pages/teamPk/pages/recommended', '/pages/teamPk/components/teamList',
  ])
})

test('the captain removes a member only after confirming 确定将 X 移出战队？', async () => {
  ;(confirmDestructive as jest.Mock).mockResolvedValueOnce(false).mockResolvedValueOnce(true)
  ;(removeMember as jest.Mock).mockResolvedValue(detail(901, { myRole: 'captain', members: MEMBERS.filter((m) => m.accountId !== 4) }))
  const u = await render(MyTeamPage)
  await waitFor(() => expect(u.queries.querySelectorAll('.team-members__remove')).toHaveLength(2))
  expect(getTeam).toHaveBeenCalledWith(901)
  const remove = () => u.queries.querySelector('[aria-label="将车友阿杰移出战队"]')!
  await u.act(async () => click(u, remove()))
  await waitFor(() => expect(confirmDestructive).toHaveBeenCalledTimes(1))
  expect((confirmDestructive as jest.Mock).mock.calls[0][0]).toMatchObject({ content: '确定将 车友阿杰 移出战队？', confirmText: '移出' })
  expect(removeMember).not.toHaveBeenCalled()
  await u.act(async () => click(u, remove()))
  await waitFor(() => expect(removeMember).toHaveBeenCalledWith(901, 4))
})

test('the captain dissolves from here after confirming; the team gone is not read again, the way to a new one shows', async () => {
  ;(confirmDestructive as jest.Mock).mockResolvedValue(true)
  ;(dissolveTeam as jest.Mock).mockImplementation(async () => {
    await new Promise((answer) => setTimeout(answer, 10)) // the request's round trip
    // As the real call does (afterWrite): Team PK changed; the season now has no team of mine.
    ;(getSeason as jest.Mock).mockResolvedValue(season())
    invalidate('team-pk')
    return { ok: true }
  })
  const u = await render(MyTeamPage)
  await waitFor(() => expect(texts(u, '.team-actions .button')).toEqual(['退出战队', '解散战队', '为TA助力']))
  await u.act(async () => click(u, '.team-actions__dissolve'))
  await waitFor(() => expect(dissolveTeam).toHaveBeenCalledWith(901))
  expect((confirmDestructive as jest.Mock).mock.calls[0][0].title).toBe('解散战队')
  await waitFor(() => expect(u.html()).toContain('你还没有战队'))
  expect(getSeason).toHaveBeenCalledTimes(2)
  expect(getTeam).toHaveBeenCalledTimes(1)
})

test('a member has no captain tools and can leave', async () => {
  ;(getTeam as jest.Mock).mockResolvedValue(detail(901, { myRole: 'member' }))
  ;(confirmDestructive as jest.Mock).mockResolvedValue(true)
  ;(leaveTeam as jest.Mock).mockResolvedValue({ ok: true })
  const u = await render(MyTeamPage)
  await waitFor(() => expect(texts(u, '.team-actions .button')).toEqual(['退出战队', '为TA助力']))
  expect(u.queries.querySelectorAll('.team-members__remove')).toHaveLength(0)
  await u.act(async () => click(u, '.team-actions__leave'))
  await waitFor(() => expect(leaveTeam).toHaveBeenCalledWith(901))
})

test('logged out: the login prompt', async () => {
  clearSession()
  const u = await render(MyTeamPage)
  await waitFor(() => expect(u.html()).toContain('登录后查看我的战队'))
  expect(getTeam).not.toHaveBeenCalled()
})
