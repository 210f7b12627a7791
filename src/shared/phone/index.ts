/**
 * Calls a number. H5: a tel: address opens the phone's dialer (what Taro's H5 makePhoneCall
 * does, without it); the mini-program build takes index.weapp.ts (WeChat asks first).
 */
export function callPhone(phone: string): void {
  window.location.href = `tel:${phone}`
}
