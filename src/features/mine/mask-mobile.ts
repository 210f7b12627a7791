/** 13800138000 -> 138****8000; anything that is not 11 digits is shown as it is. */
export function maskMobile(mobile: string): string {
  return /^\d{11}$/.test(mobile) ? `${mobile.slice(0, 3)}****${mobile.slice(7)}` : mobile
}
