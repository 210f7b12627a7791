import ApplicationPage from '@/pages/welfare/application'
import { goBackTo, openPage } from '@/core/navigation'
import { clearSession, setToken } from '@/core/session'
import { applyWelfare, getMyWelfare } from '@/features/welfare/api'
import { clearDraft } from '@/shared/form'
import { toast } from '@/shared/toast'
import { click, renderInStore as render, text, texts, type, typeArea, waitFor, type Utils } from '../../../support/ui'
import { openMockPage } from '../../../support/taro-page'
import { application, MEMBERSHIP, mine } from './fixtures'

jest.mock('@/core/navigation', () => jest.requireActual('../../../support/navigation').navigationMock())
jest.mock('@/features/welfare/api', () => ({ getMyWelfare: jest.fn(), applyWelfare: jest.fn() }))
jest.mock('@/shared/toast', () => ({ toast: jest.fn() }))
jest.mock('@tarojs/taro', () => jest.requireActual('../../../support/taro-page').taroPageMock())

const input = (u: Utils, field: string) => (u.queries.querySelector(`${field} input, ${field} textarea`) as HTMLInputElement).value

beforeEach(() => {
  setToken('dev-token')
  openMockPage('/pages/welfare/application')
})
afterEach(() => {
  clearDraft('welfare-apply')
  clearSession()
  jest.clearAllMocks()
})

test('no application: each field says what is wrong; a valid form is sent, toasted, and leads back to my membership', async () => {
  ;(getMyWelfare as jest.Mock).mockResolvedValue(mine(null))
  ;(applyWelfare as jest.Mock).mockResolvedValue(application('reviewing'))
  const u = await render(ApplicationPage)
  await waitFor(() => expect(text(u, '.member-intro__title')).toBe('加入车主公益福利社'))
  await u.act(async () => click(u, '.welfare-apply__submit'))
  expect(texts(u, '.form-field__error')).toEqual(['请输入真实姓名', '请输入手机号', '请输入车牌号', '请填写加入原因', '请先阅读并同意《福利社会员协议》'])

  await type(u, '.welfare-apply__plate', '港a12345')
  await typeArea(u, '.welfare-apply__reason', '公益')
  await waitFor(() => expect(texts(u, '.form-field__error')).toContain('车牌号格式不正确'))
  expect(texts(u, '.form-field__error')).toContain('加入原因至少 5 个字')
  expect(applyWelfare).not.toHaveBeenCalled()

  await type(u, '.welfare-apply__name', ' 陈远航 ')
  await type(u, '.welfare-apply__mobile', '13800138000')
  await type(u, '.welfare-apply__plate', '粤bd12345')
  await waitFor(() => expect(input(u, '.welfare-apply__plate')).toBe('粤BD12345'))
  await typeArea(u, '.welfare-apply__reason', '想和车友一起做公益')
  click(u, '.form-consent__box')
  await u.act(async () => click(u, '.welfare-apply__submit'))
  await waitFor(() => expect(applyWelfare).toHaveBeenCalledWith({ realName: '陈远航', mobile: '13800138000', plate: '粤BD12345', reason: '想和车友一起做公益', consent: true }, expect.any(String)))
  await waitFor(() => expect(goBackTo).toHaveBeenCalledWith('/pages/welfare/check'))
  expect(toast).toHaveBeenCalledWith('申请已提交，请等待审核', 'success')
})

test('a refused send keeps every value, says why above the button, and stays', async () => {
  ;(getMyWelfare as jest.Mock).mockResolvedValue(mine(null))
  ;(applyWelfare as jest.Mock).mockRejectedValue(new Error('车牌号格式不正确'))
  const u = await render(ApplicationPage)
  await type(u, '.welfare-apply__name', '陈远航')
  await type(u, '.welfare-apply__mobile', '13800138000')
  await type(u, '.welfare-apply__plate', '京A12345')
  await typeArea(u, '.welfare-apply__reason', '想和车友一起做公益')
  click(u, '.form-consent__box')
  await u.act(async () => click(u, '.welfare-apply__submit'))
  await waitFor(() => expect(text(u, '.submit-bar__failure')).toContain('车牌号格式不正确'))
  expect(input(u, '.welfare-apply__name')).toBe('陈远航')
  expect(input(u, '.welfare-apply__plate')).toBe('京A12345')
  expect(input(u, '.welfare-apply__reason')).toBe('想和车友一起做公益')
  expect(goBackTo).not.toHaveBeenCalled()
})

test('the consent opens the agreement', async () => {
  ;(getMyWelfare as jest.Mock).mockResolvedValue(mine(null))
  const u = await render(ApplicationPage)
  await waitFor(() => expect(u.queries.querySelector('.form-consent__link')).not.toBeNull())
  click(u, '.form-consent__link')
  expect(openPage).toHaveBeenCalledWith('/pages/welfare/agreement')
})

test('rejected: the reason, and the form filled with what was sent (the consent asked again)', async () => {
  ;(getMyWelfare as jest.Mock).mockResolvedValue(mine(null, application('rejected')))
  ;(applyWelfare as jest.Mock).mockResolvedValue(application('reviewing'))
  const u = await render(ApplicationPage)
  await waitFor(() => expect(text(u, '.member-application__reason')).toBe('未通过原因：车牌信息有误'))
  expect(text(u, '.member-application .status-tag')).toBe('未通过')
  expect(input(u, '.welfare-apply__name')).toBe('陈远航')
  expect(input(u, '.welfare-apply__plate')).toBe('粤BD12345')
  await u.act(async () => click(u, '.welfare-apply__submit'))
  expect(texts(u, '.form-field__error')).toEqual(['请先阅读并同意《福利社会员协议》'])
  click(u, '.form-consent__box')
  await u.act(async () => click(u, '.welfare-apply__submit'))
  await waitFor(() => expect(applyWelfare).toHaveBeenCalledWith({ realName: '陈远航', mobile: '13800138000', plate: '粤BD12345', reason: '想和车友一起做公益', consent: true }, expect.any(String)))
})

test('a member sees their number and the way to the card, no form', async () => {
  ;(getMyWelfare as jest.Mock).mockResolvedValue(mine(MEMBERSHIP))
  const u = await render(ApplicationPage)
  await waitFor(() => expect(text(u, '.page-shell__state-title')).toBe('你已是福利社会员'))
  expect(text(u, '.page-shell__state-text')).toBe('会员编号 FL2026-0008')
  expect(u.queries.querySelector('.welfare-apply')).toBeNull()
  click(u, '.page-shell__retry')
  expect(openPage).toHaveBeenCalledWith('/pages/welfare/check')
})

test('under review: the state, no form', async () => {
  ;(getMyWelfare as jest.Mock).mockResolvedValue(mine(null, application('reviewing')))
  const u = await render(ApplicationPage)
  await waitFor(() => expect(text(u, '.member-application .status-tag')).toBe('审核中'))
  expect(u.queries.querySelector('.welfare-apply')).toBeNull()
  click(u, '.welfare-apply-screen__action')
  expect(openPage).toHaveBeenCalledWith('/pages/welfare/welfareSociety')
})

test('logged out: a login and no call', async () => {
  clearSession()
  const u = await render(ApplicationPage)
  await waitFor(() => expect(u.html()).toContain('登录后申请加入福利社'))
  expect(getMyWelfare).not.toHaveBeenCalled()
})
