import Taro from '@tarojs/taro'
import RepairPage from '@/pages/chargingStation/repairReport'
import { goBackTo } from '@/core/navigation'
import { RequestError } from '@/core/request'
import { setToken } from '@/core/session'
import { getChargingPiles, reportRepair } from '@/features/charging/api'
import { NO_NETWORK } from '@/shared/use-write'
import { byText, click, renderInStore as render, waitFor } from '../../../support/ui'
import { openMockPage } from '../../../support/taro-page'
import { PILE, repair } from './fixtures'

jest.mock('@/core/navigation', () => jest.requireActual('../../../support/navigation').navigationMock())
jest.mock('@/features/charging/api', () => ({ getChargingPiles: jest.fn(), reportRepair: jest.fn() }))
jest.mock('@tarojs/taro', () =>
  jest.requireActual('../../../support/taro-page').taroPageMock({ showToast: jest.fn(() => Promise.resolve()), getCurrentPages: jest.fn(() => []) }),
)

/*
 * Writes never pretend (issue 41): offline, a form's send fails saying the network is needed (the
 * request layer says nothing for a network error, spec §8), and every value typed stays.
 */

beforeEach(() => {
  openMockPage('/pages/chargingStation/repairReport')
  jest.clearAllMocks()
  setToken('dev-token')
  ;(getChargingPiles as jest.Mock).mockResolvedValue([PILE])
})

const toasts = () => (Taro.showToast as jest.Mock).mock.calls.map(([o]: [{ title: string }]) => o.title)

test('offline, the repair report is not sent: 网络不可用 once, the form keeps everything, and sends when the network is back', async () => {
  ;(reportRepair as jest.Mock).mockRejectedValueOnce(new RequestError('network', '')).mockResolvedValueOnce(repair(100001, 'submitted'))
  const utils = await render(RepairPage)
  await waitFor(() => expect(utils.queries.queryByText('粤B·D67890 · XC-P202510-6301')).not.toBeNull())
  click(utils, byText(utils, '[role="radio"]', '充电中断'))
  const box = utils.queries.querySelector('textarea[placeholder^="请描述故障"]') as HTMLTextAreaElement
  utils.act(() => {
    box.value = '充电半小时后自动停止'
    box.dispatchEvent(new Event('input', { bubbles: true }))
  })
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
