// Mall categories, cart and the default shipping address summary.
import { Type, type Static } from '@sinclair/typebox'
import { FenSchema } from './common'
import { GoodsItemSchema, SaleAttributeSchema } from './mall-goods'

export const VmQuerySchema = Type.Object({ vmId: Type.Integer({ minimum: 1 }) })
export type VmQuery = Static<typeof VmQuerySchema>

export const CategorySchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  /** 0 for a root category. */
  parentId: Type.Integer(),
  level: Type.Integer(),
  image: Type.String(),
  sort: Type.Integer(),
})
export type Category = Static<typeof CategorySchema>

export const CategoryAndItemQuerySchema = Type.Object({ parentId: Type.Integer({ minimum: 1 }) })
export type CategoryAndItemQuery = Static<typeof CategoryAndItemQuerySchema>

/** Children of a root category, each with the goods on sale in it. */
export const CategoryWithItemsSchema = Type.Composite([
  CategorySchema,
  Type.Object({ items: Type.Array(GoodsItemSchema) }),
])
export type CategoryWithItems = Static<typeof CategoryWithItemsSchema>

export const CartCountSchema = Type.Integer({ minimum: 0 })

export const CartItemSchema = Type.Object({
  id: Type.Integer(),
  vmId: Type.Integer(),
  itemId: Type.Integer(),
  skuId: Type.Integer(),
  name: Type.String(),
  skuName: Type.String(),
  image: Type.String(),
  price: FenSchema,
  payType: Type.Union([Type.Literal(1), Type.Literal(4)]),
  maxPointPrice: Type.Integer(),
  quantity: Type.Integer({ minimum: 1 }),
  stockQuantity: Type.Integer({ minimum: 0 }),
  saleAttributes: Type.Array(SaleAttributeSchema),
  selected: Type.Boolean(),
  /** false once the SKU sold out or went off shelf; such lines cannot be selected. */
  valid: Type.Boolean(),
  createdAt: Type.String(),
})
export type CartItem = Static<typeof CartItemSchema>

export const CartSchema = Type.Object({
  list: Type.Array(CartItemSchema),
  totalQuantity: Type.Integer(),
  selectedQuantity: Type.Integer(),
  /** Sum of price x quantity of selected valid lines, in fen. */
  selectedAmount: FenSchema,
})
export type Cart = Static<typeof CartSchema>

export const CartAddBodySchema = Type.Object({
  vmId: Type.Integer({ minimum: 1 }),
  skuId: Type.Integer({ minimum: 1 }),
  quantity: Type.Integer({ minimum: 1, maximum: 99 }),
})
export type CartAddBody = Static<typeof CartAddBodySchema>

export const CartQuantityBodySchema = Type.Object({
  id: Type.Integer({ minimum: 1 }),
  quantity: Type.Integer({ minimum: 1, maximum: 99 }),
})
export type CartQuantityBody = Static<typeof CartQuantityBodySchema>

export const CartSelectBodySchema = Type.Object({
  ids: Type.Array(Type.Integer({ minimum: 1 }), { minItems: 1, maxItems: 100 }),
  selected: Type.Boolean(),
})
export type CartSelectBody = Static<typeof CartSelectBodySchema>

export const CartDeleteBodySchema = Type.Object({
  ids: Type.Array(Type.Integer({ minimum: 1 }), { minItems: 1, maxItems: 100 }),
})
export type CartDeleteBody = Static<typeof CartDeleteBodySchema>

/** Spec §7 reads id, cityName, cityCode, districtName, provinceName; null when none is set. */
export const ShipAddressSummarySchema = Type.Object({
  id: Type.Integer(),
  provinceName: Type.String(),
  cityName: Type.String(),
  cityCode: Type.String(),
  districtName: Type.String(),
})
export type ShipAddressSummary = Static<typeof ShipAddressSummarySchema>
export const ShipDefaultSchema = Type.Union([ShipAddressSummarySchema, Type.Null()])
