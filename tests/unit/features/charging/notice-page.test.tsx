import NoticePage from '@/package-mine/pages/chargingStation/notice'
import { redirectTo } from '@/core/navigation'
import { getChargingNotice } from '@/features/charging/api'
import { click, renderInStore as render, text, waitFor } from '../../../support/ui'
import { openMockPage } from '../../../support/taro-page'

jest.mock('@/core/navigation', () => jest.requireActual('../../../support/navigation').navigationMock())
jest.mock('@/features/charging/api', () => ({ getChargingNotice: jest.fn() }))
jest.mock('@tarojs/taro', () => jest.requireActual('../../../support/taro-page').taroPageMock())

const NOTICE = { title: '家用充电桩安装须知', html: '<h3>一、车位条件</h3><p>拥有固定车位。</p>', updatedAt: '2026-11-03T10:00:00+08:00' }

beforeEach(() => {
  openMockPage('/package-mine/pages/chargingStation/notice')
  jest.clearAllMocks()
})

test('the notice from the server; applying waits for the agreement, then opens the form', async () => {
  ;(getChargingNotice as jest.Mock).mockResolvedValue(NOTICE)
  const utils = await render(NoticePage)
  await waitFor(() => expect(text(utils, '.charging-notice__title')).toBe('家用充电桩安装须知'))
  await waitFor(() => expect(utils.html()).toContain('拥有固定车位。'))

  click(utils, '.charging-notice__apply')
  await waitFor(() => expect(text(utils, '.form-consent .form-field__error')).toBe('请先阅读并勾选同意安装须知'))
  expect(redirectTo).not.toHaveBeenCalled()

  click(utils, '.form-consent__box')
  expect(utils.queries.querySelector('.form-consent .form-field__error')).toBeNull()
  await utils.act(async () => click(utils, '.charging-notice__apply'))
  await waitFor(() => expect(redirectTo).toHaveBeenCalledWith('/package-mine/pages/chargingStation/applicationInfomation'))
})

test('a failed load offers a retry', async () => {
  ;(getChargingNotice as jest.Mock).mockRejectedValueOnce(new Error('服务器端错误')).mockResolvedValueOnce(NOTICE)
  const utils = await render(NoticePage)
  await waitFor(() => expect(text(utils, '.page-shell__state-text')).toBe('服务器端错误'))
  click(utils, '.page-shell__retry')
  await waitFor(() => expect(text(utils, '.charging-notice__title')).toBe('家用充电桩安装须知'))
})
