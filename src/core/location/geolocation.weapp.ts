import Taro from '@tarojs/taro'
import { MESSAGES } from '@/constants'
import { isPrivacyRefusal } from '@/utils/privacy-refusal'
import type { DeviceFix } from './geolocation'
import { refusedFixError } from './refused'

/** WeChat's own location permission, denied now or before. */
const isScopeDenied = (error: unknown) => /auth den(y|ied)/i.test(String((error as { errMsg?: unknown } | undefined)?.errMsg ?? ''))

/**
 * Mini-program: WeChat's fix, asked for in GCJ-02; no fix reads as 'network error', marked as
 * refused when the user declined (the privacy authorization or the location permission).
 */
export async function getDeviceFix(): Promise<DeviceFix> {
  try {
    const res = await Taro.getLocation({ type: 'gcj02' })
    return { position: { latitude: res.latitude, longitude: res.longitude }, coordType: 'gcj02' }
  } catch (error) {
    throw isPrivacyRefusal(error) || isScopeDenied(error) ? refusedFixError(MESSAGES.GEO_NETWORK) : new Error(MESSAGES.GEO_NETWORK)
  }
}
