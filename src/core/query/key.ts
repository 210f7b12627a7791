/**
 * What a read is named by in the data cache: its area first, then its arguments
 * (`['mall', 'goods', 12]`). Written as text with '/' between the parts, so a prefix names a
 * whole area (`invalidate('mall')` marks every mall read).
 */
export type QueryKey = readonly (string | number | boolean)[]

export function keyText(key: QueryKey): string {
  return key.map(String).join('/')
}

/** `text` is `prefix` itself or lies below it (`mall/goods/12` is below `mall/goods`, not below `mall/go`). */
export function isUnder(text: string, prefix: string): boolean {
  return text === prefix || text.startsWith(`${prefix}/`)
}
