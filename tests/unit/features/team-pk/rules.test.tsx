import RulesPage from '@/pages/teamPk/components/rules'
import { clearSession } from '@/core/session'
import { getTeamRules } from '@/features/team-pk/api'
import { renderInStore as render, text, waitFor } from '../../../support/ui'
import { openMockPage } from '../../../support/taro-page'

jest.mock('@/core/navigation', () => jest.requireActual('../../../support/navigation').navigationMock())
jest.mock('@/features/team-pk/api', () => ({ getTeamRules: jest.fn() }))
jest.mock('@/shared/toast', () => ({ toast: jest.fn() }))
jest.mock('@tarojs/taro', () => jest.requireActual('../../../support/taro-page').taroPageMock())

beforeEach(() => openMockPage('/pages/teamPk/components/rules'))
afterEach(() => jest.clearAllMocks())

test('anyone reads the ranking rules: the title, the date and the sanitized text', async () => {
  clearSession()
  ;(getTeamRules as jest.Mock).mockResolvedValue({
    title: '战队 PK 排名规则', updatedAt: '2026-11-01T09:00:00+08:00',
    html: '<h3>一、排名</h3><p>积分相同时，先达到该积分的战队排名靠前</p><img src="x" onerror="window.hacked=1"><script>window.hacked=1</script><a href="javascript:alert(1)">点我</a>',
  })
  const u = await render(RulesPage)
  await waitFor(() => expect(u.html()).toContain('积分相同时，先达到该积分的战队排名靠前'))
  expect(text(u, '.rule-doc__title')).toBe('战队 PK 排名规则')
  expect(text(u, '.rule-doc__date')).toBe('更新于 2026.11.01')
  expect(u.html()).not.toContain('<script')
  expect(u.html()).not.toContain('onerror')
  expect(u.html()).not.toContain('javascript:')
})

test('a failed read offers a retry that reads again', async () => {
  ;(getTeamRules as jest.Mock).mockRejectedValueOnce(new Error('network')).mockResolvedValue({ title: '战队 PK 排名规则', updatedAt: '2026-11-01T09:00:00+08:00', html: '<p>规则正文</p>' })
  const u = await render(RulesPage)
  await waitFor(() => expect(u.queries.querySelector('.page-shell__retry')).not.toBeNull())
  u.fireEvent.click(u.queries.querySelector('.page-shell__retry')!)
  await waitFor(() => expect(u.html()).toContain('规则正文'))
  expect(getTeamRules).toHaveBeenCalledTimes(2)
})
