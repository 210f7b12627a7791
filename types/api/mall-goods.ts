// Goods as the mall serves them. Field names follow spec §3 exactly (Goods item, SKU, Item
// detail, Review, Activity on item); prices are in fen, point prices in points.
import { Type, type Static } from '@sinclair/typebox'
import { DateTimeSchema, FenSchema, PageQuerySchema } from './common'

export const TerminalSchema = Type.Union([Type.Literal(1), Type.Literal(2), Type.Literal(4), Type.Literal(5)])

export const StoreSchema = Type.Object({
  name: Type.String(),
  address: Type.String(),
  mobile: Type.String(),
  latitude: Type.Number(),
  longitude: Type.Number(),
})
export type Store = Static<typeof StoreSchema>

/** Voucher information (type 3 goods); physical goods carry null. */
export const VoucherExtraSchema = Type.Object({
  verification: Type.String(),
  source: Type.String(),
  description: Type.String(),
  storeList: Type.Array(StoreSchema),
})
export type VoucherExtra = Static<typeof VoucherExtraSchema>

export const ActivitySkuSchema = Type.Object({
  skuId: Type.Integer(),
  skuQuantity: Type.Integer(),
  skuPrice: FenSchema,
  activityPrice: FenSchema,
  skuBuyLimit: Type.Integer(),
})

/** activityType 5 is a flash sale. */
export const ItemActivitySchema = Type.Object({
  id: Type.Integer(),
  activityName: Type.String(),
  activityType: Type.Integer(),
  activitySkuVos: Type.Array(ActivitySkuSchema),
  startTime: DateTimeSchema,
  endTime: DateTimeSchema,
  lowPrice: FenSchema,
})
export type ItemActivity = Static<typeof ItemActivitySchema>

export const GoodsItemSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  vmId: Type.Integer(),
  terminals: Type.Array(TerminalSchema),
  backCategoryId: Type.Integer(),
  shopId: Type.Integer(),
  shopName: Type.String(),
  brandId: Type.Integer(),
  brandName: Type.String(),
  supplierCode: Type.String(),
  supplierName: Type.String(),
  mainImage: Type.String(),
  lowPrice: FenSchema,
  highPrice: FenSchema,
  originPrice: FenSchema,
  price: FenSchema,
  /** 1 on sale, 2 off shelf. */
  status: Type.Integer(),
  saleQuantity: Type.Integer(),
  advertise: Type.String(),
  /** 1 physical, 3 voucher. */
  type: Type.Union([Type.Literal(1), Type.Literal(3)]),
  /** 1 cash, 4 cash mixed with points. */
  payType: Type.Union([Type.Literal(1), Type.Literal(4)]),
  minPointPrice: Type.Integer(),
  maxPointPrice: Type.Integer(),
  shipTemplateId: Type.Integer(),
  isAfterSale: Type.Boolean(),
  isLimit: Type.Boolean(),
  activityTags: Type.Array(Type.String()),
  activityVos: Type.Array(ItemActivitySchema),
  onShelfAt: DateTimeSchema,
  offShelfAt: Type.Union([DateTimeSchema, Type.Null()]),
  createdAt: DateTimeSchema,
  updatedAt: DateTimeSchema,
  extra: Type.Union([VoucherExtraSchema, Type.Null()]),
})
export type GoodsItem = Static<typeof GoodsItemSchema>

export const SaleAttributeSchema = Type.Object({
  attrKey: Type.String(),
  attrVal: Type.String(),
  unit: Type.String(),
  group: Type.String(),
})

export const SkuSchema = Type.Object({
  skuId: Type.Integer(),
  skuCode: Type.String(),
  terminal: TerminalSchema,
  stockQuantity: Type.Integer({ minimum: 0 }),
  price: FenSchema,
  extraPrice: Type.Object({ guidePrice: FenSchema, originPrice: FenSchema }),
  isLimit: Type.Boolean(),
  itemId: Type.Integer(),
  status: Type.Integer(),
  payType: Type.Union([Type.Literal(1), Type.Literal(4)]),
  image: Type.String(),
  name: Type.String(),
  saleAttributes: Type.Array(SaleAttributeSchema),
})
export type Sku = Static<typeof SkuSchema>

export const ItemDetailSchema = Type.Object({
  itemId: Type.Integer(),
  images: Type.Array(Type.String()),
  details: Type.Array(
    Type.Object({
      terminal: TerminalSchema,
      type: Type.Integer({ description: '1 rich text, 2 images, 3 video' }),
      text: Type.String(),
      images: Type.Array(Type.String()),
      video: Type.Union([Type.String(), Type.Null()]),
    }),
  ),
  status: Type.Integer(),
})
export type ItemDetail = Static<typeof ItemDetailSchema>

/** What the goods detail screen loads first ("extra info"): the item, its SKUs, point ratio. */
export const GoodsExtraSchema = Type.Object({
  item: GoodsItemSchema,
  skus: Type.Array(SkuSchema),
  /** Points per fen when paying with points; spec default 1. */
  pointRatio: Type.Number(),
  /** Per-user purchase limit of isLimit goods and SKUs. */
  limitQuantity: Type.Integer(),
})
export type GoodsExtra = Static<typeof GoodsExtraSchema>

export const ReviewSchema = Type.Object({
  id: Type.Integer(),
  userId: Type.Integer(),
  userName: Type.String(),
  userAvatar: Type.String(),
  score: Type.Integer({ minimum: 1, maximum: 5 }),
  content: Type.String(),
  reply: Type.Union([Type.String(), Type.Null()]),
  thumbsUpNum: Type.Integer(),
  /** 1 anonymous: userName and userAvatar are masked. */
  anonymousFlag: Type.Union([Type.Literal(0), Type.Literal(1)]),
  createTime: DateTimeSchema,
})
export type Review = Static<typeof ReviewSchema>

export const ItemIdParamsSchema = Type.Object({ itemId: Type.Integer({ minimum: 1 }) })
export type ItemIdParams = Static<typeof ItemIdParamsSchema>

export const GoodsListQuerySchema = Type.Composite([
  PageQuerySchema,
  Type.Object({
    vmId: Type.Optional(Type.Integer({ minimum: 1 })),
    categoryId: Type.Optional(Type.Integer({ minimum: 1 })),
    keyword: Type.Optional(Type.String({ maxLength: 50 })),
    type: Type.Optional(Type.Union([Type.Literal(1), Type.Literal(3)])),
  }),
])
export type GoodsListQuery = Static<typeof GoodsListQuerySchema>

export const RecommendQuerySchema = Type.Composite([
  PageQuerySchema,
  Type.Object({ itemId: Type.Optional(Type.Integer({ minimum: 1 })) }),
])
export type RecommendQuery = Static<typeof RecommendQuerySchema>

export const ReviewQuerySchema = Type.Composite([
  PageQuerySchema,
  Type.Object({ withReply: Type.Optional(Type.Boolean()) }),
])
export type ReviewQuery = Static<typeof ReviewQuerySchema>
