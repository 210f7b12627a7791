import Taro from '@tarojs/taro'
import { MESSAGES } from '@/constants'
import type { DeviceFix } from './geolocation'

/** Mini-program: WeChat's fix, asked for in GCJ-02; no fix reads as 'network error'. */
export async function getDeviceFix(): Promise<DeviceFix> {
  try {
    const res = await Taro.getLocation({ type: 'gcj02' })
    return { position: { latitude: res.latitude, longitude: res.longitude }, coordType: 'gcj02' }
  } catch {
    throw new Error(MESSAGES.GEO_NETWORK)
  }
}
