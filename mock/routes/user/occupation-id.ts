// The mainland resident ID number rule (GB 11643): 18 characters, a province code that exists,
// a real birth date not in the future, and the ISO 7064 mod 11-2 check digit. The answer is the
// first problem in Chinese (never the number itself: messages may be shown or logged), or null.
import { chinaDay } from '../../core/time'

/** The province-level codes (the first two digits). */
const PROVINCES = new Set([
  '11', '12', '13', '14', '15', '21', '22', '23', '31', '32', '33', '34', '35', '36', '37',
  '41', '42', '43', '44', '45', '46', '50', '51', '52', '53', '54', '61', '62', '63', '64', '65', '71', '81', '82',
])
const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
const CHECK = '10X98765432'

export function checkDigit(first17: string): string {
  let sum = 0
  for (let i = 0; i < 17; i++) sum += Number(first17[i]) * WEIGHTS[i]
  return CHECK[sum % 11]
}

/** A lowercase x counts as X; spaces around are dropped. */
export const normalizeIdNumber = (raw: string) => raw.trim().toUpperCase()

export function idNumberProblem(id: string, now: number): string | null {
  if (id.length !== 18) return '身份证号应为 18 位'
  if (!/^\d{17}[\dX]$/.test(id)) return '身份证号只能是数字，最后一位可以是 X'
  if (!PROVINCES.has(id.slice(0, 2))) return '身份证号地区码无效'
  const y = Number(id.slice(6, 10))
  const m = Number(id.slice(10, 12))
  const d = Number(id.slice(12, 14))
  const date = new Date(Date.UTC(y, m - 1, d))
  const real = y >= 1900 && date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d
  if (!real || id.slice(6, 14) > chinaDay(now).replace(/-/g, '')) return '身份证号出生日期无效'
  if (checkDigit(id.slice(0, 17)) !== id[17]) return '身份证号校验位不正确'
  return null
}

/** 110***********123X: the first 3 and the last 4 stay. */
export const maskIdNumber = (id: string) => `${id.slice(0, 3)}${'*'.repeat(Math.max(0, id.length - 7))}${id.slice(-4)}`
