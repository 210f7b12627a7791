import type { Agreement } from '@api/privacy'
import AgreementPage from '@/package-mine/pages/agreement/agreement'
import { openPage } from '@/core/navigation'
import { clearSession } from '@/core/session'
import { getAgreement } from '@/features/privacy/api'
import { byText, click, renderInStore as render, text, texts, waitFor } from '../../../support/ui'
import { openMockPage } from '../../../support/taro-page'

jest.mock('@/core/navigation', () => jest.requireActual('../../../support/navigation').navigationMock())
jest.mock('@/features/privacy/api', () => ({ getAgreement: jest.fn() }))
jest.mock('@/shared/toast', () => ({ toast: jest.fn() }))
jest.mock('@tarojs/taro', () => jest.requireActual('../../../support/taro-page').taroPageMock())

const load = jest.mocked(getAgreement)
const PAGE = '/package-mine/pages/agreement/agreement'
const POLICY: Agreement = {
  kind: 'privacy', title: '星驰汽车隐私政策', version: '2025.3', updatedAt: '2025-09-01T10:00:00+08:00',
  html: '<h3>一、我们收集的个人信息</h3><p>手机号用于登录</p><img src="x" onerror="window.hacked=1"><script>window.hacked=1</script>',
}
const TERMS: Agreement = { kind: 'user', title: '星驰汽车用户服务协议', version: '2025.2', updatedAt: '2025-06-18T10:00:00+08:00', html: '<p>欢迎使用星驰汽车车主服务</p>' }

beforeEach(() => {
  clearSession()
  load.mockImplementation((kind) => Promise.resolve(kind === 'user' ? TERMS : POLICY))
})
afterEach(() => jest.clearAllMocks())

test('the privacy policy, logged out: its title in the bar, version and date, the sanitized text, and the two lists it names', async () => {
  openMockPage(PAGE, { kind: 'privacy' })
  const u = await render(AgreementPage)
  await waitFor(() => expect(u.html()).toContain('手机号用于登录'))
  expect(load).toHaveBeenCalledWith('privacy')
  expect(text(u, '.nav-bar__title')).toBe('星驰汽车隐私政策')
  expect(text(u, '.rule-doc__title')).toBe('星驰汽车隐私政策')
  expect(text(u, '.rule-doc__date')).toBe('版本 v2025.3 · 更新于 2025.09.01')
  expect(u.html()).not.toContain('<script')
  expect(u.html()).not.toContain('onerror')
  expect(texts(u, '.info-row__label')).toEqual(['个人信息收集清单', '第三方共享清单'])
  click(u, byText(u, '.info-row', '第三方共享清单'))
  expect(openPage).toHaveBeenCalledWith('/package-car/pages/share-list/share-list')
  click(u, byText(u, '.info-row', '个人信息收集清单'))
  expect(openPage).toHaveBeenLastCalledWith('/pages/infoCollect/infoCollect')
})

test('the user agreement links the privacy policy', async () => {
  openMockPage(PAGE, { kind: 'user' })
  const u = await render(AgreementPage)
  await waitFor(() => expect(text(u, '.rule-doc__date')).toBe('版本 v2025.2 · 更新于 2025.06.18'))
  expect(text(u, '.nav-bar__title')).toBe('星驰汽车用户服务协议')
  click(u, byText(u, '.info-row', '隐私政策'))
  expect(openPage).toHaveBeenCalledWith(`${PAGE}?kind=privacy`)
})

test.each([[{}], [{ kind: 'terms' }]])('a link without a known kind (%j) says so and reads nothing', async (params) => {
  openMockPage(PAGE, params)
  const u = await render(AgreementPage)
  await waitFor(() => expect(text(u, '.page-shell__state-text')).toContain('链接中的协议类型不正确'))
  expect(text(u, '.nav-bar__title')).toBe('协议与政策')
  expect(load).not.toHaveBeenCalled()
})

test('a failed read offers a retry that reads again', async () => {
  load.mockRejectedValueOnce(new Error('network'))
  openMockPage(PAGE, { kind: 'privacy' })
  const u = await render(AgreementPage)
  await waitFor(() => expect(u.queries.querySelector('.page-shell__retry')).not.toBeNull())
  click(u, '.page-shell__retry')
  await waitFor(() => expect(text(u, '.rule-doc__title')).toBe('星驰汽车隐私政策'))
  expect(load).toHaveBeenCalledTimes(2)
})
