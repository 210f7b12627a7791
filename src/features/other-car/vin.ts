/**
 * The VIN (车架号, on the driving licence): optional here; when given, 17 letters or digits
 * without I, O and Q, whose 9th character is the check digit of GB 16735 (the ISO 3779 rule
 * North America uses too): each character's value times its position's weight, summed, modulo
 * 11, 10 written X. The server checks the same (mock/routes/lead/vin-check.ts, held together by
 * a unit test).
 */
const LETTER_VALUES: Record<string, number> = {
  A: 1, B: 2, C: 3, D: 4, E: 5, F: 6, G: 7, H: 8,
  J: 1, K: 2, L: 3, M: 4, N: 5, P: 7, R: 9,
  S: 2, T: 3, U: 4, V: 5, W: 6, X: 7, Y: 8, Z: 9,
}
const WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2]
const VIN = /^[A-HJ-NPR-Z0-9]{17}$/

export const VIN_FORMAT_MESSAGE = '车架号为 17 位字母或数字，不含 I、O、Q'

/** Upper case, blanks removed (VINs are often copied with spaces every few characters). */
export function normaliseVin(input: string): string {
  return (input ?? '').replace(/\s/g, '').toUpperCase()
}

/** The check digit position 9 must hold, for a VIN already of the right form. */
export function vinCheckDigit(vin: string): string {
  let sum = 0
  for (let i = 0; i < 17; i++) {
    const c = vin[i]
    sum += (/\d/.test(c) ? Number(c) : LETTER_VALUES[c] ?? 0) * WEIGHTS[i]
  }
  const rest = sum % 11
  return rest === 10 ? 'X' : String(rest)
}

/** What is wrong with the VIN as typed; undefined when it is empty (optional) or valid. */
export function vinError(input: string): string | undefined {
  const vin = normaliseVin(input)
  if (!vin) return undefined
  if (!VIN.test(vin)) return VIN_FORMAT_MESSAGE
  if (vin[8] !== vinCheckDigit(vin)) return '车架号校验位（第 9 位）不正确，请核对行驶证上的车架号'
  return undefined
}
