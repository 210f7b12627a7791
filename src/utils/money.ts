/**
 * Money is fen (integer minor units) everywhere; only these helpers turn it into yuan text.
 * Integer arithmetic, not `(fen / 100).toFixed(2)`, so 1005 fen never reads 10.04.
 */
export function formatYuan(fen: number | null | undefined): string {
  const n = Math.round(Number(fen) || 0)
  const abs = Math.abs(n)
  const text = `${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`
  return n < 0 ? `-${text}` : text
}

/** '¥199.00' */
export const yuanText = (fen: number | null | undefined): string => `¥${formatYuan(fen)}`
