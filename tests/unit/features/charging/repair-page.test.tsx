import Taro from '@tarojs/taro'
import RepairPage from '@/pages/chargingStation/repairReport'
import { goBackTo, openPage } from '@/core/navigation'
import { RequestError } from '@/core/request'
import { setToken } from '@/core/session'
import { getChargingPiles, reportRepair } from '@/features/charging/api'
import { NO_NETWORK } from '@/shared/use-write'
import { unbroken } from '@/utils'
import { byText, click, renderInStore as render, text, texts, typeArea, waitFor, type Utils } from '../../../support/ui'
import { openMockPage } from '../../../support/taro-page'
import { PILE, repair } from './fixtures'

jest.mock('@/core/navigation', () => jest.requireActual('../../../support/navigation').navigationMock())
jest.mock('@/features/charging/api', () => ({ getChargingPiles: jest.fn(), reportRepair: jest.fn() }))
jest.mock('@tarojs/taro', () =>
  jest.requireActual('../../../support/taro-page').taroPageMock({ showToast: jest.fn(() => Promise.resolve()), getCurrentPages: jest.fn(() => []) }),
)

beforeEach(() => {
  openMockPage('/pages/chargingStation/repairReport')
  jest.clearAllMocks()
  setToken('dev-token')
  ;(getChargingPiles as jest.Mock).mockResolvedValue([PILE])
})

const describeFault = (utils: Utils, value: string) => typeArea(utils, '.charging-repair__description', value)
const toasts = () => (Taro.showToast as jest.Mock).mock.calls.map(([o]: [{ title: string }]) => o.title)

test('what is missing is named; a failed send keeps the values; then the list shows again', async () => {
  ;(reportRepair as jest.Mock).mockRejectedValueOnce(new Error('网络异常')).mockResolvedValueOnce(repair(100001, 'submitted'))
  const utils = await render(RepairPage)
  // The one pile is chosen already.
  await waitFor(() => expect(text(utils, '.charging-repair__pile .form-field__value')).toBe(`粤B·D67890 · ${unbroken('XC-P202510-6301')}`))
  click(utils, '.charging-form__submit')
  expect(texts(utils, '.form-field__error')).toEqual(['请选择故障现象', '请描述故障情况', '请选择方便联系的时间'])

  click(utils, byText(utils, '.charging-repair__symptom [role="radio"]', '充电中断'))
  await describeFault(utils, '坏了')
  click(utils, byText(utils, '.charging-repair__time [role="radio"]', '工作日晚上'))
  expect(texts(utils, '.form-field__error')).toEqual(['故障描述至少 5 个字'])
  await describeFault(utils, '充电半小时后自动停止')
  expect(text(utils, '.charging-repair__description .form-field__count')).toBe('10/200')

  await utils.act(async () => click(utils, '.charging-form__submit'))
  await waitFor(() => expect(text(utils, '.submit-bar__failure')).toContain('网络异常'))
  expect(reportRepair).toHaveBeenCalledWith({ pileId: 6301, symptom: '充电中断', description: '充电半小时后自动停止', photos: [], contactTime: '工作日晚上' }, expect.any(String))
  expect(byText(utils, '.charging-repair__symptom [role="radio"]', '充电中断').getAttribute('aria-checked')).toBe('true')
  expect((utils.queries.querySelector('.charging-repair__description textarea') as HTMLTextAreaElement).value).toBe('充电半小时后自动停止')

  // Sent: back to the list, or the list in the form's place (goBackTo, tests/unit/core/navigation).
  await utils.act(async () => click(utils, '.charging-form__submit'))
  await waitFor(() => expect(goBackTo).toHaveBeenCalledWith('/pages/chargingStation/list'))
  expect(goBackTo).toHaveBeenCalledTimes(1)
})

test('without an installed pile, it says so and offers the installation', async () => {
  ;(getChargingPiles as jest.Mock).mockResolvedValue([])
  const utils = await render(RepairPage)
  await waitFor(() => expect(text(utils, '.charging-repair__empty-text')).toBe('您还没有已安装的家用充电桩，安装完成后可在这里报修'))
  click(utils, '.charging-repair__apply')
  expect(openPage).toHaveBeenCalledWith('/package-mine/pages/chargingStation/notice')
})

/*
 * Writes never pretend (issue 41): offline, a form's send fails saying the network is needed (the
 * request layer says nothing for a network error, spec §8), and every value typed stays.
 */
test('offline, the repair report is not sent: 网络不可用 once, the form keeps everything, and sends when the network is back', async () => {
  ;(reportRepair as jest.Mock).mockRejectedValueOnce(new RequestError('network', '')).mockResolvedValueOnce(repair(100001, 'submitted'))
  const utils = await render(RepairPage)
  await waitFor(() => expect(utils.queries.queryByText(`粤B·D67890 · ${unbroken('XC-P202510-6301')}`)).not.toBeNull())
  click(utils, byText(utils, '[role="radio"]', '充电中断'))
  await describeFault(utils, '充电半小时后自动停止')
  click(utils, byText(utils, '[role="radio"]', '工作日晚上'))

  await utils.act(async () => click(utils, byText(utils, 'taro-button-core', '提交报修')))
  await waitFor(() => expect(toasts()).toEqual([NO_NETWORK]))
  expect(NO_NETWORK).toBe('网络不可用，请检查网络后重试')
  await waitFor(() => expect(utils.queries.querySelector('[role="alert"]')?.textContent).toBe('提交失败：网络异常。您填写的内容已保留，可重新提交。'))
  expect(goBackTo).not.toHaveBeenCalled()
  expect(byText(utils, '[role="radio"]', '充电中断').getAttribute('aria-checked')).toBe('true')
  expect(byText(utils, '[role="radio"]', '工作日晚上').getAttribute('aria-checked')).toBe('true')
  expect((utils.queries.querySelector('textarea[placeholder^="请描述故障"]') as HTMLTextAreaElement).value).toBe('充电半小时后自动停止')

  // The same values again, with the same request id: sent once the network is back.
  await utils.act(async () => click(utils, byText(utils, 'taro-button-core', '提交报修')))
  await waitFor(() => expect(goBackTo).toHaveBeenCalledWith('/pages/chargingStation/list'))
  const [[, firstId], [, secondId]] = (reportRepair as jest.Mock).mock.calls
  expect(secondId).toBe(firstId)
})
