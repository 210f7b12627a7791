// The mainland resident ID number (GB 11643): 6-digit region, 8-digit birth date, 3-digit
// sequence, one check character. The form and the server apply the same rule.

/** First two digits: the province-level codes in use. */
const PROVINCES = new Set([11, 12, 13, 14, 15, 21, 22, 23, 31, 32, 33, 34, 35, 36, 37, 41, 42, 43, 44, 45, 46, 50, 51, 52, 53, 54, 61, 62, 63, 64, 65, 71, 81, 82])
const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
const CHECK_CHARS = '10X98765432'
const SHAPE = /^\d{17}[\dX]$/

/** ISO 7064 MOD 11-2 over the first 17 digits. */
export function idCheckChar(first17: string): string {
  const sum = WEIGHTS.reduce((s, w, i) => s + w * Number(first17[i]), 0)
  return CHECK_CHARS[sum % 11]
}

/** Birth date YYYYMMDD: a real day, from 1900 to today. */
function validBirth(digits: string, today: Date): boolean {
  const [y, m, d] = [digits.slice(0, 4), digits.slice(4, 6), digits.slice(6, 8)].map(Number)
  const date = new Date(y, m - 1, d)
  if (date.getFullYear() !== y || date.getMonth() !== m - 1 || date.getDate() !== d) return false
  return y >= 1900 && date.getTime() <= today.getTime()
}

/** The number as sent: blanks trimmed, a lower-case x as X. */
export const normalizeIdNumber = (value: string): string => (value ?? '').trim().toUpperCase()

/** The message to show under the ID number field, or '' when the number is valid. */
export function idNumberError(value: string, today: Date = new Date()): string {
  const id = normalizeIdNumber(value)
  if (!id) return '请输入身份证号'
  if (!SHAPE.test(id)) return '身份证号应为 18 位'
  if (!PROVINCES.has(Number(id.slice(0, 2)))) return '身份证号地区码无效'
  if (!validBirth(id.slice(6, 14), today)) return '身份证号出生日期无效'
  return idCheckChar(id.slice(0, 17)) === id[17] ? '' : '身份证号校验位不正确'
}
