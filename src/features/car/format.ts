/** Guide price in fen as '28.98 万起'. */
export function priceWan(fen: number): string {
  return `${(fen / 100 / 10_000).toFixed(2)} 万起`
}

/** Price in fen as '¥289,800'. */
export function priceYuan(fen: number): string {
  const yuan = Math.round(fen / 100)
  return `¥${String(yuan).replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`
}
