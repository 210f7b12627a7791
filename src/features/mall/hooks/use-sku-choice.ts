import { useCallback, useEffect, useMemo, useState } from 'react'
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

/** What the user chose, for the SKUs they chose among. */
interface Chosen {
  skus: Sku[]
  selection: SkuSelection
  quantity: number
}

/**
 * The SKU the user is choosing and how many, kept within stock and limits. A new item (its SKUs)
 * starts again from its default choice, worked out as it renders rather than set by an effect:
 * such an effect rendered the whole goods screen once more on open and once more when the goods
 * arrived (issue 42).
 */
export function useSkuChoice(extra: GoodsExtra | undefined, flashSale: ItemActivity | undefined): SkuChoice {
  const skus = useMemo(() => extra?.skus ?? [], [extra])
  const [chosen, setChosen] = useState<Chosen>()
  const start = useMemo(() => ({ skus, selection: initialSelection(skus), quantity: 1 }), [skus])
  const { selection, quantity } = chosen?.skus === skus ? chosen : start
  // Each change applies to the choice among the SKUs shown now.
  const change = useCallback(
    (next: (c: Chosen) => Partial<Chosen>) =>
      setChosen((c) => {
        const base = c?.skus === skus ? c : start
        return { ...base, ...next(base) }
      }),
    [skus, start],
  )

  const sku = findSku(skus, selection)
  const flashLine = flashSkuOf(flashSale, sku?.skuId)
  const max = sku
    ? maxQuantity(sku, { limitQuantity: extra?.limitQuantity, itemIsLimit: extra?.item.isLimit, flashLimit: flashLine?.skuBuyLimit })
    : 0

  // A new SKU may allow fewer than the number already chosen.
  useEffect(() => {
    if (max > 0 && quantity > max) change(() => ({ quantity: max }))
  }, [max, quantity, change])

  return {
    selection,
    pick: (key, value) => change((c) => ({ selection: toggleValue(c.selection, key, value) })),
    sku,
    missing: missingGroups(skus, selection),
    quantity,
    setQuantity: (n) => change(() => ({ quantity: Math.max(1, max > 0 ? Math.min(n, max) : n) })),
    max,
    flashLine,
  }
}
