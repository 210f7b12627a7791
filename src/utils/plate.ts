// Mainland licence plates: the province's character, the issuing office's letter, then five
// characters (7 in all), or a new-energy car's six (8 in all, D or F for electric or hybrid).
// Letters I and O are never issued (they read as 1 and 0).

const PROVINCES = '京津沪渝冀豫云辽黑湘皖鲁新苏浙赣鄂桂甘晋蒙陕吉闽贵粤青藏川宁琼'
const L = 'A-HJ-NP-Z'
const ORDINARY = new RegExp(`^[${PROVINCES}][${L}][${L}0-9]{5}$`)
// Small new-energy cars: D/F first, then a letter or digit and four digits; large ones: five digits then D/F.
const NEW_ENERGY = new RegExp(`^[${PROVINCES}][${L}](?:[DF][${L}0-9]\\d{4}|\\d{5}[DF])$`)

export const PLATE_EMPTY = '请输入车牌号'
export const PLATE_INVALID = '车牌号格式不正确'

/** The plate as the server keeps it: no blanks or separator dot, letters upper-cased (粤b·d12345 -> 粤BD12345). */
export function normalizePlate(value: string): string {
  return value.replace(/[\s·•.]/g, '').toUpperCase()
}

/** The message to show under the plate field, or '' when the plate is well formed. */
export function plateError(value: string): string {
  const plate = normalizePlate(value)
  if (!plate) return PLATE_EMPTY
  return ORDINARY.test(plate) || NEW_ENERGY.test(plate) ? '' : PLATE_INVALID
}
