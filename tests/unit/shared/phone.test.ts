import Taro from '@tarojs/taro'
import { callPhone } from '@/shared/phone'
import { callPhone as miniProgramCall } from '@/shared/phone/index.weapp'

afterEach(() => jest.restoreAllMocks())

test('H5: the page goes to a tel: address (jsdom reports the navigation it does not do)', () => {
  const reported = jest.spyOn(console, 'error').mockImplementation(() => undefined)
  callPhone('4008001234')
  expect(String(reported.mock.calls[0]?.[0])).toContain('navigation')
})

test('mini-program: WeChat\'s call sheet; a cancel is no error', async () => {
  const call = jest.spyOn(Taro, 'makePhoneCall').mockRejectedValue({ errMsg: 'makePhoneCall:fail cancel' })
  miniProgramCall('4008001234')
  expect(call).toHaveBeenCalledWith({ phoneNumber: '4008001234' })
  await Promise.resolve()
})
