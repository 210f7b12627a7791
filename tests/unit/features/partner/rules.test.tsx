import RulesPage from '@/package-mine/pages/partner-center/rules'
import { clearSession } from '@/core/session'
import { getPartnerRules } from '@/features/partner/api'
import { renderInStore as render, text, texts, waitFor } from '../../../support/ui'
import { openMockPage } from '../../../support/taro-page'

jest.mock('@/core/navigation', () => jest.requireActual('../../../support/navigation').navigationMock())
jest.mock('@/features/partner/api', () => ({ getPartnerRules: jest.fn() }))
jest.mock('@/shared/toast', () => ({ toast: jest.fn() }))
jest.mock('@tarojs/taro', () => jest.requireActual('../../../support/taro-page').taroPageMock())

beforeEach(() => openMockPage('/package-mine/pages/partner-center/rules'))
afterEach(() => jest.clearAllMocks())

test('anyone reads the rules: the points per stage from the rule, the title, the date and the sanitized text', async () => {
  clearSession()
  ;(getPartnerRules as jest.Mock).mockResolvedValue({
    title: '星驰合伙人规则', updatedAt: '2026-10-08T09:00:00+08:00',
    html: '<h3>一、推荐奖励</h3><p>好友成交奖励 1000 积分</p><img src="x" onerror="window.hacked=1"><script>window.hacked=1</script>',
  })
  const u = await render(RulesPage)
  await waitFor(() => expect(u.html()).toContain('好友成交奖励 1000 积分'))
  expect(texts(u, '.partner-rules__points .info-row').map((row) => row.replace(/\s+/g, ' '))).toEqual([
    '留资+50 积分', '完成试驾+200 积分', '购车成交+2000 积分 · 保养券 ×2',
  ])
  expect(text(u, '.partner-rules__points .panel__title')).toBe('好友每完成一步，你获得')
  expect(text(u, '.rule-doc__title')).toBe('星驰合伙人规则')
  expect(text(u, '.rule-doc__date')).toBe('更新于 2026.10.08')
  expect(u.html()).not.toContain('<script')
  expect(u.html()).not.toContain('onerror')
})

test('a failed read offers a retry that reads again', async () => {
  ;(getPartnerRules as jest.Mock).mockRejectedValueOnce(new Error('network')).mockResolvedValue({ title: '星驰合伙人规则', updatedAt: '2026-10-08T09:00:00+08:00', html: '<p>规则正文</p>' })
  const u = await render(RulesPage)
  await waitFor(() => expect(u.queries.querySelector('.page-shell__retry')).not.toBeNull())
  u.fireEvent.click(u.queries.querySelector('.page-shell__retry')!)
  await waitFor(() => expect(u.html()).toContain('规则正文'))
  expect(getPartnerRules).toHaveBeenCalledTimes(2)
})
