import Taro from '@tarojs/taro'
import { statusBarHeight } from '@/shared/nav-bar/status-bar'
import { statusBarHeight as miniProgramHeight } from '@/shared/nav-bar/status-bar.weapp'

afterEach(() => jest.restoreAllMocks())

test('H5 has no status bar above the navigation bar', () => {
  expect(statusBarHeight()).toBe(0)
})

test('mini-program: the system status bar, or 20 where WeChat cannot tell', () => {
  const info = jest.spyOn(Taro, 'getWindowInfo').mockReturnValue({ statusBarHeight: 44 } as never)
  expect(miniProgramHeight()).toBe(44)
  info.mockReturnValue({} as never)
  expect(miniProgramHeight()).toBe(20)
  info.mockImplementation(() => {
    throw new Error('getWindowInfo:fail')
  })
  expect(miniProgramHeight()).toBe(20)
})
