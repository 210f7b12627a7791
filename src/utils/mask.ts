// What lists and confirmations show of personal data: enough to recognise, not enough to use.

/** 13800138000 -> 138****8000; anything that is not 11 digits (already masked, empty) is shown as it is. */
export function maskMobile(mobile: string): string {
  return /^\d{11}$/.test(mobile) ? `${mobile.slice(0, 3)}****${mobile.slice(7)}` : mobile
}

/** 110105199003071234 -> 110***********1234: the first 3 and last 4 shown; a shorter text is all stars. */
export function maskIdNumber(id: string): string {
  const value = (id ?? '').trim()
  if (value.length <= 7) return '*'.repeat(value.length)
  return `${value.slice(0, 3)}${'*'.repeat(value.length - 7)}${value.slice(-4)}`
}

/** 王小明 -> 王*明, 李四 -> 李*, 王 -> *: the first and (from three characters) the last shown. */
export function maskName(name: string): string {
  const chars = [...(name ?? '').trim()]
  if (chars.length <= 1) return '*'.repeat(chars.length)
  if (chars.length === 2) return `${chars[0]}*`
  return `${chars[0]}${'*'.repeat(chars.length - 2)}${chars[chars.length - 1]}`
}
