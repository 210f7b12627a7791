// The VIN's 9th character is a check digit (GB 16735, the same as ISO 3779's North American
// rule): each character's value times its position's weight, summed, modulo 11; 10 is X.
// The app checks the same (src/features/other-car/vin.ts); a unit test holds the two together.
const LETTER_VALUES: Record<string, number> = {
  A: 1, B: 2, C: 3, D: 4, E: 5, F: 6, G: 7, H: 8,
  J: 1, K: 2, L: 3, M: 4, N: 5, P: 7, R: 9,
  S: 2, T: 3, U: 4, V: 5, W: 6, X: 7, Y: 8, Z: 9,
}
const WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2]

/** The check digit a 17-character VIN (A-Z without I O Q, 0-9) must carry at position 9. */
export function vinCheckDigit(vin: string): string {
  let sum = 0
  for (let i = 0; i < 17; i++) {
    const c = vin[i]
    sum += (/\d/.test(c) ? Number(c) : LETTER_VALUES[c] ?? 0) * WEIGHTS[i]
  }
  const rest = sum % 11
  return rest === 10 ? 'X' : String(rest)
}

/** A real calendar day (no 2023-02-30) in YYYY-MM-DD. */
export function isRealDay(day: string): boolean {
  const ms = Date.parse(`${day}T00:00:00Z`)
  return Number.isFinite(ms) && new Date(ms).toISOString().slice(0, 10) === day
}
