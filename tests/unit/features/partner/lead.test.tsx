import RetainCapitalPage from '@/package-mine/pages/partner-center/retain-capital'
import { RequestError } from '@/core/request'
import { openPage } from '@/core/navigation'
import { clearSession, setToken } from '@/core/session'
import { captureLead } from '@/features/activity/api'
import { PartnerLeadScreen } from '@/features/partner'
import { getPartnerHome, getPartnerScene } from '@/features/partner/api'
import { byText, click, renderInStore as render, text, type, waitFor, type Utils } from '../../../support/ui'
import { openMockPage } from '../../../support/taro-page'
import { home, PROFILE } from './fixtures'

jest.mock('@/core/navigation', () => jest.requireActual('../../../support/navigation').navigationMock())
jest.mock('@/features/partner/api', () => ({ getPartnerHome: jest.fn(), getPartnerScene: jest.fn() }))
jest.mock('@/features/activity/api', () => ({ captureLead: jest.fn() }))
jest.mock('@/entities/vehicle/api', () => ({ getVehicleTypes: jest.fn(async () => [{ id: 2, name: '远航 L8', energyType: '增程' }]) }))
jest.mock('@/entities/dealer/api', () => ({
  getDealerDistricts: jest.fn(async (pid?: string) => (pid ? [{ regionCode: '440300', regionName: '深圳市' }] : [{ regionCode: '440000', regionName: '广东省' }])),
  getDealers: jest.fn(async () => []),
}))
jest.mock('@/shared/toast', () => ({ toast: jest.fn() }))
jest.mock('@tarojs/taro', () => jest.requireActual('../../../support/taro-page').taroPageMock())

const PATH = '/package-mine/pages/partner-center/retain-capital'
const SCENE = { sceneId: 'k3v9q2m7', displayName: '陈远航', avatarUrl: 'p.svg', tierName: '银牌合伙人' }

async function pick(u: Utils, field: string, label: string) {
  await waitFor(() => expect(u.queries.querySelector(`${field} .lead-field__row[aria-disabled="false"]`)).not.toBeNull())
  click(u, `${field} .lead-field__row`)
  click(u, byText(u, '.form-option-sheet__option', label))
}

afterEach(() => {
  clearSession()
  jest.clearAllMocks()
})

test("a friend with the partner's link and no account: who is credited, and the lead sent with the partner's source", async () => {
  clearSession()
  openMockPage(PATH, { scene: 'k3v9q2m7' })
  ;(getPartnerScene as jest.Mock).mockResolvedValue(SCENE)
  ;(captureLead as jest.Mock).mockResolvedValue({ id: 1, name: '张三', mobile: '139****5678', provinceName: '广东省', cityName: '深圳市', vehicleTypeName: '远航 L8', source: 'partner-k3v9q2m7', createdAt: '' })
  const u = await render(RetainCapitalPage)
  await waitFor(() => expect(text(u, '.partner-lead__name')).toBe('推荐人：陈远航'))
  expect(text(u, '.partner-lead__tier')).toBe('银牌合伙人')
  expect(getPartnerScene).toHaveBeenCalledWith('k3v9q2m7')
  expect(getPartnerHome).not.toHaveBeenCalled()

  await type(u, '.lead-name', '张三')
  await type(u, '.lead-mobile', '13912345678')
  await pick(u, '.lead-model', '远航 L8')
  await pick(u, '.lead-province', '广东省')
  await pick(u, '.lead-city', '深圳市')
  click(u, '.lead-consent__box')
  click(u, '.lead-submit')
  await waitFor(() => expect(captureLead).toHaveBeenCalledTimes(1))
  expect(jest.mocked(captureLead).mock.calls[0][0]).toEqual({
    name: '张三', mobile: '13912345678', provinceCode: '440000', cityCode: '440300', vehicleTypeId: 2, consent: true, source: 'partner-k3v9q2m7',
  })
  await waitFor(() => expect(u.html()).toContain('提交成功'))
})

const BAD_LINK = '推广链接无效或已失效，请向合伙人重新获取'

/** The frame's bad-link view: 链接无效, why, and 返回 (back, or the entry page) — no retry, no form. */
async function expectBadLink(u: Utils) {
  await waitFor(() => expect(u.queries.queryByText('链接无效')).not.toBeNull())
  expect(u.queries.queryByText(BAD_LINK)).not.toBeNull()
  expect(u.queries.queryByText('返回')?.tagName).toBe('BUTTON')
  expect(u.queries.queryByText('重新加载')).toBeNull()
  expect(u.queries.queryByText('为好友预约专属顾问')).toBeNull()
  expect(u.queries.querySelector('.lead-submit')).toBeNull()
}

test('an unknown scene (404): 链接无效 with a way on, no form', async () => {
  openMockPage(PATH, { scene: 'zzzz0000' })
  ;(getPartnerScene as jest.Mock).mockRejectedValue(new RequestError('status', '合伙人不存在', { status: 404, statusCode: 404 }))
  const u = await render(RetainCapitalPage)
  await expectBadLink(u)
  expect(getPartnerScene).toHaveBeenCalledWith('zzzz0000')
})

test('another failure of the scene read is not a bad link: the retry reads again', async () => {
  openMockPage(PATH, { scene: 'k3v9q2m7' })
  ;(getPartnerScene as jest.Mock).mockRejectedValueOnce(new Error('network')).mockResolvedValue(SCENE)
  const u = await render(RetainCapitalPage)
  await waitFor(() => expect(u.queries.queryByText('重新加载')).not.toBeNull())
  expect(u.queries.queryByText('链接无效')).toBeNull()
  click(u, '.page-shell__retry')
  await waitFor(() => expect(text(u, '.partner-lead__name')).toBe('推荐人：陈远航'))
})

test.each([['NOT A SCENE'], ['<script>'], ['']])('a malformed scene %p, even as a partner: no call, 链接无效, never my own form', async (scene) => {
  setToken('dev-token')
  ;(getPartnerHome as jest.Mock).mockResolvedValue(home(PROFILE))
  openMockPage(PATH, { scene })
  const u = await render(RetainCapitalPage)
  await expectBadLink(u)
  expect(getPartnerScene).not.toHaveBeenCalled()
})

test('no scene, a partner: my own scene is the source', async () => {
  setToken('dev-token')
  openMockPage(PATH)
  ;(getPartnerHome as jest.Mock).mockResolvedValue(home(PROFILE))
  const u = await render(RetainCapitalPage)
  await waitFor(() => expect(text(u, '.partner-lead__name')).toBe('推荐人：陈远航'))
  expect(getPartnerScene).not.toHaveBeenCalled()
  expect(u.queries.querySelector('.lead-submit')).not.toBeNull()
  // The form is given the source that credits the partner.
  const v = await render(() => <PartnerLeadScreen renderForm={(source) => <span className='probe'>{source}</span>} />)
  await waitFor(() => expect(text(v, '.probe')).toBe('partner-k3v9q2m7'))
})

test('no scene, not a partner: the way to apply', async () => {
  setToken('dev-token')
  openMockPage(PATH)
  ;(getPartnerHome as jest.Mock).mockResolvedValue(home(null))
  const u = await render(RetainCapitalPage)
  await waitFor(() => expect(u.html()).toContain('成为合伙人后即可为好友登记'))
  expect(u.queries.querySelector('.lead-submit')).toBeNull()
  click(u, '.page-shell__retry')
  expect(openPage).toHaveBeenCalledWith('/package-mine/pages/partner-center/progress')
})

test('no scene, logged out: a login and no call', async () => {
  openMockPage(PATH)
  const u = await render(RetainCapitalPage)
  await waitFor(() => expect(u.html()).toContain('登录后为好友登记购车意向'))
  expect(getPartnerHome).not.toHaveBeenCalled()
  expect(getPartnerScene).not.toHaveBeenCalled()
})
