import AgreementPage from '@/pages/welfare/agreement'
import { clearSession } from '@/core/session'
import { getAgreement } from '@/features/welfare/api'
import { click, renderInStore as render, text, waitFor } from '../../../support/ui'
import { openMockPage } from '../../../support/taro-page'

jest.mock('@/core/navigation', () => jest.requireActual('../../../support/navigation').navigationMock())
jest.mock('@/features/welfare/api', () => ({ getAgreement: jest.fn() }))
jest.mock('@/shared/toast', () => ({ toast: jest.fn() }))
jest.mock('@tarojs/taro', () => jest.requireActual('../../../support/taro-page').taroPageMock())

const DOC = {
  title: '福利社会员协议', updatedAt: '2026-10-08T09:00:00+08:00',
  html: '<h3>一、会员义务</h3><p>遵守公益项目的安排</p><img src="x" onerror="window.hacked=1"><script>window.hacked=1</script>',
}

beforeEach(() => {
  clearSession()
  openMockPage('/pages/welfare/agreement')
})
afterEach(() => jest.clearAllMocks())

test('anyone reads the agreement: the title, the date and the sanitized text', async () => {
  ;(getAgreement as jest.Mock).mockResolvedValue(DOC)
  const u = await render(AgreementPage)
  await waitFor(() => expect(u.html()).toContain('遵守公益项目的安排'))
  expect(text(u, '.rule-doc__title')).toBe('福利社会员协议')
  expect(text(u, '.rule-doc__date')).toBe('更新于 2026.10.08')
  expect(u.html()).not.toContain('<script')
  expect(u.html()).not.toContain('onerror')
})

test('a failed read offers a retry that reads again', async () => {
  ;(getAgreement as jest.Mock).mockRejectedValueOnce(new Error('network')).mockResolvedValue(DOC)
  const u = await render(AgreementPage)
  await waitFor(() => expect(u.queries.querySelector('.page-shell__retry')).not.toBeNull())
  click(u, '.page-shell__retry')
  await waitFor(() => expect(text(u, '.rule-doc__title')).toBe('福利社会员协议'))
  expect(getAgreement).toHaveBeenCalledTimes(2)
})
