import Taro from '@tarojs/taro'
import type { Dealer } from '@api/lead'
import { BRAND_NAME } from '@/brand'
import { MAP_ZOOM } from '@/constants'

/** Calls the dealer (the mini-program's dialer, or tel: in a browser). */
export function callDealer(phone: string): void {
  Taro.makePhoneCall({ phoneNumber: phone }).catch(() => undefined)
}

/** Tencent's marker page: H5 has no built-in map app, so navigation opens it in a new tab. */
export function markerUrl(dealer: Pick<Dealer, 'latitude' | 'longitude' | 'dealerName' | 'address'>): string {
  const marker = `coord:${dealer.latitude},${dealer.longitude};title:${dealer.dealerName};addr:${dealer.address}`
  return `https://apis.map.qq.com/uri/v1/marker?marker=${encodeURIComponent(marker)}&referer=${encodeURIComponent(BRAND_NAME)}`
}

/** Navigation to the dealer: the mini-program's map; in a browser the map provider's page. */
export function navigateToDealer(dealer: Dealer): void {
  if (process.env.TARO_ENV === 'h5') {
    window.open(markerUrl(dealer), '_blank', 'noopener')
    return
  }
  Taro.openLocation({
    latitude: dealer.latitude,
    longitude: dealer.longitude,
    name: dealer.dealerName,
    address: dealer.address,
    scale: MAP_ZOOM.DEFAULT,
  }).catch(() => undefined)
}
