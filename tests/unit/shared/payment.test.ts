import Taro from '@tarojs/taro'
import { requestPayment as h5Pay } from '@/shared/payment'
import { requestPayment as weappPay } from '@/shared/payment/index.weapp'

jest.mock('@/shared/confirm', () => ({ confirmAction: jest.fn() }))
const { confirmAction } = jest.requireMock('@/shared/confirm') as { confirmAction: jest.Mock }

const TICKET = { timeStamp: '1764115200', nonceStr: 'n0nce', package: 'prepay_id=dev_1', signType: 'RSA' as const, paySign: 'c2lnbg==' }
const request = () => ({ amountText: '¥268.00', ticket: jest.fn().mockResolvedValue(TICKET), devPay: jest.fn().mockResolvedValue({}) })

afterEach(() => jest.restoreAllMocks())

test('H5: the marked development step pays only when confirmed', async () => {
  const yes = request()
  confirmAction.mockResolvedValueOnce(true)
  await expect(h5Pay(yes)).resolves.toBe('paid')
  expect(confirmAction.mock.calls[0][0]).toMatchObject({ title: '开发环境模拟支付', content: expect.stringContaining('¥268.00') })
  expect(yes.devPay).toHaveBeenCalledTimes(1)
  expect(yes.ticket).not.toHaveBeenCalled()

  const no = request()
  confirmAction.mockResolvedValueOnce(false)
  await expect(h5Pay(no)).resolves.toBe('cancelled')
  expect(no.devPay).not.toHaveBeenCalled()
})

test("mini-program: requestPayment with the server's parameters; the user's cancel is no error", async () => {
  const pay = jest.fn().mockResolvedValueOnce({ errMsg: 'requestPayment:ok' }).mockRejectedValueOnce({ errMsg: 'requestPayment:fail cancel' })
  ;(Taro as unknown as { requestPayment: jest.Mock }).requestPayment = pay
  const req = request()
  await expect(weappPay(req)).resolves.toBe('paid')
  expect(pay).toHaveBeenCalledWith(TICKET)
  await expect(weappPay(request())).resolves.toBe('cancelled')
  pay.mockRejectedValueOnce({ errMsg: 'requestPayment:fail 余额不足' })
  await expect(weappPay(request())).rejects.toMatchObject({ errMsg: 'requestPayment:fail 余额不足' })
  expect(req.devPay).not.toHaveBeenCalled()
})
