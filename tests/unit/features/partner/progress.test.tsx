import type { Region, RegionNode } from '@api/user2'
import ProgressPage from '@/package-mine/pages/partner-center/progress'
import { openPage } from '@/core/navigation'
import { clearSession, setToken } from '@/core/session'
import { applyPartner, getPartnerHome, signPartnerAgreement } from '@/features/partner/api'
import { confirmAction } from '@/shared/confirm'
import { clearDraft } from '@/shared/form'
import { getRegionTree } from '@/entities/region/api'
import { byText, click, renderInStore as render, text, texts, type, typeArea, waitFor, type Utils } from '../../../support/ui'
import { openMockPage } from '../../../support/taro-page'
import { application, home, PROFILE } from './fixtures'

jest.mock('@/core/navigation', () => jest.requireActual('../../../support/navigation').navigationMock())
jest.mock('@/features/partner/api', () => ({ getPartnerHome: jest.fn(), applyPartner: jest.fn(), signPartnerAgreement: jest.fn() }))
jest.mock('@/shared/confirm', () => ({ confirmAction: jest.fn() }))
jest.mock('@/entities/region/api', () => ({ getRegionTree: jest.fn(), getDistricts: jest.fn() }))
jest.mock('@/shared/toast', () => ({ toast: jest.fn() }))
jest.mock('@tarojs/taro', () => jest.requireActual('../../../support/taro-page').taroPageMock())

const region = (regionCode: string, regionName: string, level: number) => ({ regionCode, regionName, level }) as Region
const REGIONS: Record<string, Region[]> = {
  '0': [region('110000', '北京市', 1), region('440000', '广东省', 1)],
  '110000': [region('110100', '北京市', 2)],
  '440000': [region('440100', '广州市', 2), region('440300', '深圳市', 2)],
}

/** The region tree the dev API server answers with, built from the columns above. */
const treeUnder = (parent: string): RegionNode[] =>
  (REGIONS[parent] ?? []).map((r) => ({ ...r, parentCode: parent, letter: 'A', hot: false, latitude: 0, longitude: 0, children: treeUnder(r.regionCode) }))

/** The form's request id, passed on to the call (sent as the Idempotency-Key header). */
const REQUEST_ID = expect.stringMatching(/^[a-z0-9]{20}$/)
const input = (u: Utils, field: string) => (u.queries.querySelector(`${field} input, ${field} textarea`) as HTMLInputElement).value
const steps = (u: Utils) => texts(u, '.steps-list__title')

async function pick(u: Utils, field: string, label: string) {
  await waitFor(() => expect(u.queries.querySelector(`${field} .form-field__row[aria-disabled="false"]`)).not.toBeNull())
  click(u, `${field} .form-field__row`)
  click(u, byText(u, '.form-option-sheet__option', label))
}

beforeEach(() => {
  setToken('dev-token')
  openMockPage('/package-mine/pages/partner-center/progress')
  jest.mocked(getRegionTree).mockImplementation(async () => treeUnder('0'))
})
afterEach(() => {
  clearDraft('partner-apply')
  clearSession()
  jest.clearAllMocks()
})

test('no application: the form names what is missing, then sends every value and shows the review under way', async () => {
  ;(getPartnerHome as jest.Mock).mockResolvedValue(home(null))
  ;(applyPartner as jest.Mock).mockResolvedValue(application('reviewing', { realName: '林小北', cityCode: '110100', cityName: '北京市' }))
  const u = await render(ProgressPage)
  await waitFor(() => expect(text(u, '.member-intro__title')).toBe('申请成为品牌合伙人'))
  await u.act(async () => click(u, '.partner-apply__submit'))
  expect(texts(u, '.form-field__error')).toEqual(['请输入真实姓名', '请输入手机号', '请选择所在城市', '请输入你的职业', '请填写自我介绍', '请先阅读并同意《合伙人规则》'])

  await type(u, '.partner-apply__name', '林')
  await type(u, '.partner-apply__mobile', '1380013')
  await typeArea(u, '.partner-apply__intro', '太短了')
  await waitFor(() => expect(texts(u, '.form-field__error').slice(0, 2)).toEqual(['姓名至少 2 个字', '请输入正确的手机号（11位，以1开头，第二位为3-9）']))
  expect(texts(u, '.form-field__error')).toContain('自我介绍至少 10 个字')
  expect(applyPartner).not.toHaveBeenCalled()

  await type(u, '.partner-apply__name', ' 林小北 ')
  await type(u, '.partner-apply__mobile', '13800138000')
  await pick(u, '.partner-apply__province', '北京市')
  await pick(u, '.partner-apply__city', '北京市')
  await type(u, '.partner-apply__occupation', '自由职业')
  await typeArea(u, '.partner-apply__intro', '朋友圈里很多人在看新能源车，乐意推荐。')
  click(u, '.form-consent__box')
  await u.act(async () => click(u, '.partner-apply__submit'))
  await waitFor(() => expect(applyPartner).toHaveBeenCalledWith({
    realName: '林小北', mobile: '13800138000', cityCode: '110100', occupation: '自由职业', intro: '朋友圈里很多人在看新能源车，乐意推荐。', consent: true,
  }, REQUEST_ID))
  await waitFor(() => expect(text(u, '.member-application .status-tag')).toBe('审核中'))
  expect(steps(u)).toEqual(['已完成：提交申请', '进行中：审核中', '未开始：审核通过', '未开始：签署协议'])
  expect(u.queries.querySelector('.partner-apply')).toBeNull()
})

test('a refused send keeps every value for another try', async () => {
  ;(getPartnerHome as jest.Mock).mockResolvedValue(home(null, application('rejected')))
  ;(applyPartner as jest.Mock).mockRejectedValue(new Error('申请审核中，请耐心等待'))
  const u = await render(ProgressPage)
  await waitFor(() => expect(u.queries.querySelector('.partner-progress__again')).not.toBeNull())
  click(u, '.partner-progress__again')
  await type(u, '.partner-apply__occupation', '车主')
  click(u, '.form-consent__box')
  await u.act(async () => click(u, '.partner-apply__submit'))
  await waitFor(() => expect(applyPartner).toHaveBeenCalledTimes(1))
  await waitFor(() => expect(text(u, '.submit-bar__failure')).not.toBeNull())
  expect(input(u, '.partner-apply__occupation')).toBe('车主')
  expect(input(u, '.partner-apply__name')).toBe('陈远航')
  expect(text(u, '.member-application .status-tag')).toBe('未通过')
  // Sent again as it was: the same request id, so a first try that did land is not a second application.
  await u.act(async () => click(u, '.partner-apply__submit'))
  await waitFor(() => expect(applyPartner).toHaveBeenCalledTimes(2))
  const [first, again] = jest.mocked(applyPartner).mock.calls
  expect(first[1]).toEqual(REQUEST_ID)
  expect(again).toEqual(first)
})

test('the consent links to the rules page', async () => {
  ;(getPartnerHome as jest.Mock).mockResolvedValue(home(null))
  const u = await render(ProgressPage)
  await waitFor(() => expect(u.queries.querySelector('.form-consent__link')).not.toBeNull())
  click(u, '.form-consent__link')
  expect(openPage).toHaveBeenCalledWith('/package-mine/pages/partner-center/rules')
})

test('rejected: the reason in the steps; resubmitting fills the form with what was sent and asks the consent again', async () => {
  ;(getPartnerHome as jest.Mock).mockResolvedValue(home(null, application('rejected')))
  ;(applyPartner as jest.Mock).mockResolvedValue(application('reviewing'))
  const u = await render(ProgressPage)
  await waitFor(() => expect(steps(u)).toEqual(['已完成：提交申请', '已完成：审核中', '已完成：未通过']))
  expect(texts(u, '.steps-list__description')).toEqual(['原因：自我介绍过于简单'])
  expect(u.queries.querySelector('.partner-apply')).toBeNull()

  click(u, '.partner-progress__again')
  await waitFor(() => expect(input(u, '.partner-apply__name')).toBe('陈远航'))
  expect(input(u, '.partner-apply__mobile')).toBe('13800138000')
  expect(input(u, '.partner-apply__occupation')).toBe('销售顾问')
  await waitFor(() => expect(input(u, '.partner-apply__intro')).toBe('在深圳做了八年汽车销售，身边有很多想换车的朋友。'))
  await waitFor(() => expect(text(u, '.partner-apply__province .form-field__value')).toBe('广东省'))
  expect(text(u, '.partner-apply__city .form-field__value')).toBe('深圳市')

  await u.act(async () => click(u, '.partner-apply__submit'))
  expect(texts(u, '.form-field__error')).toEqual(['请先阅读并同意《合伙人规则》'])
  click(u, '.form-consent__box')
  await u.act(async () => click(u, '.partner-apply__submit'))
  await waitFor(() => expect(applyPartner).toHaveBeenCalledWith({
    realName: '陈远航', mobile: '13800138000', cityCode: '440300', occupation: '销售顾问', intro: '在深圳做了八年汽车销售，身边有很多想换车的朋友。', consent: true,
  }, REQUEST_ID))
  await waitFor(() => expect(text(u, '.member-application .status-tag')).toBe('审核中'))
})

test('approved: signing asks first; declined, nothing is sent; confirmed, the agreement is signed and every step done', async () => {
  ;(getPartnerHome as jest.Mock).mockResolvedValue(home(null, application('approved')))
  ;(signPartnerAgreement as jest.Mock).mockResolvedValue(application('approved', { agreementSignedAt: '2026-11-21T09:30:00+08:00' }))
  const u = await render(ProgressPage)
  await waitFor(() => expect(steps(u)).toEqual(['已完成：提交申请', '已完成：审核中', '已完成：审核通过', '进行中：签署协议']))
  expect(text(u, '.member-application .status-tag')).toBe('待签约')

  ;(confirmAction as jest.Mock).mockResolvedValueOnce(false)
  await u.act(async () => click(u, '.partner-progress__sign'))
  expect(confirmAction).toHaveBeenCalledWith(expect.objectContaining({ title: '签署合伙人协议', confirmText: '确认签署' }))
  expect(signPartnerAgreement).not.toHaveBeenCalled()

  ;(confirmAction as jest.Mock).mockResolvedValueOnce(true)
  ;(getPartnerHome as jest.Mock).mockResolvedValue(home(PROFILE, application('approved', { agreementSignedAt: '2026-11-21T09:30:00+08:00' })))
  await u.act(async () => click(u, '.partner-progress__sign'))
  await waitFor(() => expect(signPartnerAgreement).toHaveBeenCalledTimes(1))
  await waitFor(() => expect(steps(u)[3]).toBe('已完成：签署协议'))
  expect(text(u, '.steps-list__item:last-child .steps-list__time')).toContain('2026/11/21')
  expect(u.queries.querySelector('.partner-progress__sign')).toBeNull()
  click(u, '.partner-progress__centre')
  expect(openPage).toHaveBeenCalledWith('/package-mine/pages/partner-center/index')
})

test('logged out: a login and no call', async () => {
  clearSession()
  const u = await render(ProgressPage)
  await waitFor(() => expect(u.html()).toContain('登录后申请成为合伙人'))
  expect(getPartnerHome).not.toHaveBeenCalled()
})
