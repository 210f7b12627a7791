import Taro from '@tarojs/taro'
import { TOAST_DEFAULT_DURATION } from '@/constants'
import { toast } from '@/shared/toast'

jest.mock('@tarojs/taro', () => jest.requireActual('../../support/taro-page').taroPageMock({ showToast: jest.fn() }))

const showToast = Taro.showToast as unknown as jest.Mock

test('a message shows for the default time, plain unless told success', () => {
  showToast.mockResolvedValue({})
  toast('已删除')
  toast('保存成功', 'success')
  expect(showToast.mock.calls).toEqual([
    [{ title: '已删除', icon: 'none', duration: TOAST_DEFAULT_DURATION }],
    [{ title: '保存成功', icon: 'success', duration: TOAST_DEFAULT_DURATION }],
  ])
})

test('a toast that cannot show is no unhandled rejection', async () => {
  const unhandled = jest.fn()
  process.on('unhandledRejection', unhandled)
  showToast.mockRejectedValue(new Error('page switching'))
  toast('已删除')
  await new Promise((r) => setTimeout(r, 0))
  process.off('unhandledRejection', unhandled)
  expect(unhandled).not.toHaveBeenCalled()
})
