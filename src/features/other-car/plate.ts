/**
 * Chinese number plates (GA 36): a province abbreviation, the issuing office's letter, then 5
 * letters or digits, or 6 on new-energy plates: small cars D or F first then one letter or digit
 * and 4 digits (粤B·D12345), large cars 5 digits then D or F (粤B·12345D). No plate uses I or O.
 * The server checks the same with PLATE_PATTERN (types/api/other-car.ts); a unit test holds the
 * two together (src cannot import values from there).
 */
export const PROVINCES = '京津沪渝冀豫云辽黑湘皖鲁新苏浙赣鄂桂甘晋蒙陕吉闽贵粤青藏川宁琼'

const LETTER = /^[A-HJ-NP-Z]$/
const ALNUM = /^[A-Z0-9]+$/
const SMALL_NEW_ENERGY = /^[DF][A-HJ-NP-Z0-9]\d{4}$/
const LARGE_NEW_ENERGY = /^\d{5}[DF]$/

/** Full-width letters and digits (typed with a Chinese keyboard) as plain ones. */
const halfWidth = (text: string) => text.replace(/[\uFF10-\uFF19\uFF21-\uFF3A\uFF41-\uFF5A]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0xfee0))

/** What the server stores: upper case, without the middle dot, spaces or dashes (粤b·12345 -> 粤B12345). */
export function normalisePlate(input: string): string {
  return halfWidth(input ?? '').replace(/[\s·•・.\-]/g, '').toUpperCase()
}

/** As plates are shown: 粤B·12345. */
export function formatPlate(plate: string): string {
  const p = normalisePlate(plate)
  return p.length > 2 ? `${p.slice(0, 2)}·${p.slice(2)}` : p
}

/** The first thing wrong with a plate as typed, in words; undefined when it is a valid plate. */
export function plateError(input: string): string | undefined {
  const p = normalisePlate(input)
  if (!p) return '请输入车牌号'
  if (!PROVINCES.includes(p[0])) return '车牌省份简称不正确'
  if (p.length !== 7 && p.length !== 8) return '车牌号应为 7 位，新能源 8 位'
  const rest = p.slice(2)
  if (!ALNUM.test(p.slice(1))) return '车牌号除省份外只能是字母和数字'
  if (/[IO]/.test(p)) return '车牌号不能包含字母 I 和 O'
  if (!LETTER.test(p[1])) return '车牌第 2 位应为发牌机关字母'
  if (p.length === 8) return newEnergyError(rest)
  return undefined
}

/** The 6 characters after the office letter of an 8-character (new-energy) plate. */
function newEnergyError(rest: string): string | undefined {
  if (SMALL_NEW_ENERGY.test(rest) || LARGE_NEW_ENERGY.test(rest)) return undefined
  if (/^[DF]/.test(rest)) return '小型新能源车牌末 4 位应为数字'
  if (/[DF]$/.test(rest)) return '大型新能源车牌 D、F 前应为 5 位数字'
  return '新能源车牌第 3 位（小型车）或末位（大型车）应为 D 或 F'
}
