import type { Sku } from '@api/mall'

export interface AttrGroup {
  key: string
  unit: string
  values: string[]
}

/** The user's pick: attribute key -> value. */
export type SkuSelection = Record<string, string>

/** Attribute groups in the order the SKUs first name them (颜色 before 尺码...). */
export function attrGroups(skus: Sku[]): AttrGroup[] {
  const groups: AttrGroup[] = []
  for (const sku of skus) {
    for (const attr of sku.saleAttributes) {
      let group = groups.find((g) => g.key === attr.attrKey)
      if (!group) {
        group = { key: attr.attrKey, unit: attr.unit, values: [] }
        groups.push(group)
      }
      if (!group.values.includes(attr.attrVal)) group.values.push(attr.attrVal)
    }
  }
  return groups
}

const valueOf = (sku: Sku, key: string) => sku.saleAttributes.find((a) => a.attrKey === key)?.attrVal

/** A SKU can be bought when it is enabled (status 1) and has stock. */
export const isSkuBuyable = (sku: Sku): boolean => sku.status === 1 && sku.stockQuantity > 0

function matches(sku: Sku, selection: SkuSelection): boolean {
  return Object.entries(selection).every(([key, value]) => valueOf(sku, key) === value)
}

/**
 * Whether `key = value` can still be chosen given the other choices: some buyable SKU has it
 * together with everything else already picked. The group's own current pick is ignored, so
 * switching 黑色 -> 白色 is judged on 白色 with the other groups.
 */
export function isValueAvailable(skus: Sku[], selection: SkuSelection, key: string, value: string): boolean {
  const others = Object.fromEntries(Object.entries(selection).filter(([k]) => k !== key))
  return skus.some((sku) => isSkuBuyable(sku) && valueOf(sku, key) === value && matches(sku, others))
}

/** The SKU the selection names, once every group is picked; undefined before that. */
export function findSku(skus: Sku[], selection: SkuSelection): Sku | undefined {
  const groups = attrGroups(skus)
  if (groups.some((g) => !selection[g.key])) return undefined
  return skus.find((sku) => matches(sku, selection))
}

/** Groups still to pick, for '请选择 颜色 尺码'. */
export function missingGroups(skus: Sku[], selection: SkuSelection): string[] {
  return attrGroups(skus)
    .filter((g) => !selection[g.key])
    .map((g) => g.key)
}

/** Toggles a value: picking the current value again clears that group. */
export function toggleValue(selection: SkuSelection, key: string, value: string): SkuSelection {
  const next = { ...selection }
  if (next[key] === value) delete next[key]
  else next[key] = value
  return next
}

/** Pre-selection: a goods with one SKU has nothing to choose; it is picked when buyable. */
export function initialSelection(skus: Sku[]): SkuSelection {
  if (skus.length !== 1 || !isSkuBuyable(skus[0])) return {}
  return Object.fromEntries(skus[0].saleAttributes.map((a) => [a.attrKey, a.attrVal]))
}

/** '曜石黑 / XL码' */
export function skuAttrText(attrs: Sku['saleAttributes']): string {
  return attrs.map((a) => `${a.attrVal}${a.unit}`).join(' / ')
}

export interface BuyLimits {
  /** Per-user limit of isLimit goods (extra.limitQuantity). */
  limitQuantity?: number
  itemIsLimit?: boolean
  /** skuBuyLimit of a running flash sale. */
  flashLimit?: number
}

/** Most one add may carry: stock, the purchase limit when isLimit, the flash-sale limit. 0 = cannot buy. */
export function maxQuantity(sku: Sku, limits: BuyLimits = {}): number {
  if (!isSkuBuyable(sku)) return 0
  let max = sku.stockQuantity
  if ((sku.isLimit || limits.itemIsLimit) && limits.limitQuantity && limits.limitQuantity > 0) max = Math.min(max, limits.limitQuantity)
  if (limits.flashLimit && limits.flashLimit > 0) max = Math.min(max, limits.flashLimit)
  return max
}
