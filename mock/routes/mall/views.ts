// Mall lookups shared by goods, cart and coupon routes.
import { badRequest, must, notFound } from '../../core/api-error'
import type { Db } from '../../state/db'
import { VM_ID } from '../../seed/categories'

/** Per-user purchase limit of goods and SKUs flagged isLimit. */
export const LIMIT_QUANTITY = 2
export const POINT_RATIO = 1

export const goodsById = (db: Db, id: number) => must(db.goods.find((g) => g.id === id), '商品')
export const skuById = (db: Db, id: number) => must(db.skus.find((s) => s.skuId === id), '商品规格')

export function checkVm(vmId: number): void {
  if (vmId !== VM_ID) throw notFound(`商城 ${vmId} 不存在`)
}

/** Goods visible to buyers: on sale (status 1). */
export const onSale = (db: Db) => db.goods.filter((g) => g.status === 1)

export function checkQuantity(db: Db, skuId: number, quantity: number): void {
  const sku = skuById(db, skuId)
  const item = goodsById(db, sku.itemId)
  if (item.status !== 1) throw badRequest('商品已下架')
  if (sku.stockQuantity === 0) throw badRequest('该规格已售罄')
  if (quantity > sku.stockQuantity) throw badRequest(`库存不足，最多可购买 ${sku.stockQuantity} 件`)
  if ((sku.isLimit || item.isLimit) && quantity > LIMIT_QUANTITY) throw badRequest(`该商品限购 ${LIMIT_QUANTITY} 件`)
}
