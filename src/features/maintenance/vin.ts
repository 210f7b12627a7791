/**
 * A VIN shown on screen keeps the first 6 (maker and model) and the last 4 characters, enough
 * for the owner to tell the cars apart without showing the whole number: LFV3A2****1234.
 * Anything too short to mask is hidden whole.
 */
export function maskVin(vin: string): string {
  const v = vin.trim().toUpperCase()
  if (v.length <= 10) return '*'.repeat(v.length)
  return `${v.slice(0, 6)}****${v.slice(-4)}`
}
