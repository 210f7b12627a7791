import Taro from '@tarojs/taro'

/* Mini-program: WeChat's app show and network status (see wake.ts). */
export function onWake(wake: () => void): void {
  Taro.onAppShow(() => wake())
  Taro.onNetworkStatusChange(({ isConnected }) => {
    if (isConnected) wake()
  })
}
