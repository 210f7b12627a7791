import { useEffect, useMemo, useState } from 'react'
import type { GoodsExtra, ItemActivity, Sku } from '@api/mall'
import { flashSkuOf } from '../flash-sale'
import { findSku, initialSelection, maxQuantity, missingGroups, toggleValue, type SkuSelection } from '../sku'

export interface SkuChoice {
  selection: SkuSelection
  pick: (key: string, value: string) => void
  sku?: Sku
  missing: string[]
  quantity: number
  setQuantity: (n: number) => void
  /** Most the chosen SKU allows in one add; 0 when it cannot be bought. */
  max: number
  /** The running flash sale's line for the chosen SKU. */
  flashLine?: ItemActivity['activitySkuVos'][number]
}

/** The SKU the user is choosing and how many, kept within stock and limits. */
export function useSkuChoice(extra: GoodsExtra | undefined, flashSale: ItemActivity | undefined): SkuChoice {
  const skus = useMemo(() => extra?.skus ?? [], [extra])
  const [selection, setSelection] = useState<SkuSelection>({})
  const [quantity, setQuantityRaw] = useState(1)

  useEffect(() => {
    setSelection(initialSelection(skus))
    setQuantityRaw(1)
  }, [skus])

  const sku = findSku(skus, selection)
  const flashLine = flashSkuOf(flashSale, sku?.skuId)
  const max = sku
    ? maxQuantity(sku, { limitQuantity: extra?.limitQuantity, itemIsLimit: extra?.item.isLimit, flashLimit: flashLine?.skuBuyLimit })
    : 0

  // A new SKU may allow fewer than the number already chosen.
  useEffect(() => {
    if (max > 0 && quantity > max) setQuantityRaw(max)
  }, [max, quantity])

  return {
    selection,
    pick: (key, value) => setSelection((s) => toggleValue(s, key, value)),
    sku,
    missing: missingGroups(skus, selection),
    quantity,
    setQuantity: (n) => setQuantityRaw(Math.max(1, max > 0 ? Math.min(n, max) : n)),
    max,
    flashLine,
  }
}
