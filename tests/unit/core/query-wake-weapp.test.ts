import Taro from '@tarojs/taro'
import { onWake } from '@/core/query/wake.weapp'

test('the mini-program wakes the cache on app show and when the network comes back, not when it goes', () => {
  const shows: (() => void)[] = []
  const nets: ((r: { isConnected: boolean }) => void)[] = []
  jest.spyOn(Taro, 'onAppShow').mockImplementation(((cb: () => void) => void shows.push(cb)) as never)
  jest.spyOn(Taro, 'onNetworkStatusChange').mockImplementation(((cb: (r: { isConnected: boolean }) => void) => void nets.push(cb)) as never)
  const wake = jest.fn()
  onWake(wake)
  shows.forEach((cb) => cb())
  expect(wake).toHaveBeenCalledTimes(1)
  nets.forEach((cb) => cb({ isConnected: false }))
  expect(wake).toHaveBeenCalledTimes(1)
  nets.forEach((cb) => cb({ isConnected: true }))
  expect(wake).toHaveBeenCalledTimes(2)
})
