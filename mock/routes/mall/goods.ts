// Goods reading: list, extra info (item + SKUs), detail, reviews, recommend list. The
// goods detail screen loads these (spec §4 "Goods detail init").
import { PageSchema } from '../../../types/api/common'
import {
  GoodsExtraSchema, GoodsItemSchema, GoodsListQuerySchema, ItemDetailSchema, ItemIdParamsSchema,
  RecommendQuerySchema, ReviewQuerySchema, ReviewSchema,
} from '../../../types/api/mall'
import { must } from '../../core/api-error'
import { paginate } from '../../core/paging'
import { defineRoute } from '../../core/route'
import { checkVm, goodsById, LIMIT_QUANTITY, onSale, POINT_RATIO } from './views'

export const goodsRoutes = [
  defineRoute({
    area: 'mall', method: 'GET', path: '/api/v1/app/item/items', summary: '商品列表（分页，可按分类/关键字/类型）',
    auth: 'none', spec: false, query: GoodsListQuerySchema, response: PageSchema(GoodsItemSchema),
    sample: { query: { vmId: 1, categoryId: 12, pageNo: 1, pageSize: 10 } },
    handler: ({ db, query }) => {
      if (query.vmId !== undefined) checkVm(query.vmId)
      const childIds = db.categories.filter((c) => c.parentId === query.categoryId).map((c) => c.id)
      const rows = onSale(db).filter(
        (g) =>
          (!query.categoryId || g.backCategoryId === query.categoryId || childIds.includes(g.backCategoryId)) &&
          (!query.keyword || g.name.includes(query.keyword)) &&
          (!query.type || g.type === query.type),
      )
      return paginate(rows, query)
    },
  }),
  defineRoute({
    area: 'mall', method: 'GET', path: '/api/v1/app/item/items/:itemId/extra', summary: '商品额外信息（商品、SKU、积分比例、限购）',
    auth: 'none', spec: false, params: ItemIdParamsSchema, response: GoodsExtraSchema,
    sample: { params: { itemId: 1003 } },
    handler: ({ db, params }) => ({
      item: goodsById(db, params.itemId),
      skus: db.skus.filter((s) => s.itemId === params.itemId),
      pointRatio: POINT_RATIO,
      limitQuantity: LIMIT_QUANTITY,
    }),
  }),
  defineRoute({
    area: 'mall', method: 'GET', path: '/api/v1/app/item/items/:itemId/detail', summary: '商品详情（图文，按终端）',
    auth: 'none', spec: false, params: ItemIdParamsSchema, response: ItemDetailSchema,
    sample: { params: { itemId: 1003 } },
    handler: ({ db, params }) => must(db.itemDetails.find((d) => d.itemId === params.itemId), '商品'),
  }),
  defineRoute({
    area: 'mall', method: 'GET', path: '/api/v1/app/item/items/:itemId/reviews', summary: '商品评价（分页）',
    auth: 'none', spec: false, params: ItemIdParamsSchema, query: ReviewQuerySchema, response: PageSchema(ReviewSchema),
    sample: { params: { itemId: 1001 }, query: { pageNo: 1, pageSize: 10 } },
    handler: ({ db, params, query }) => {
      goodsById(db, params.itemId)
      const rows = db.reviews
        .filter((r) => r.itemId === params.itemId && (!query.withReply || r.reply !== null))
        .sort((a, b) => b.createTime.localeCompare(a.createTime))
        .map(({ itemId: _itemId, ...review }) => review)
      return paginate(rows, query)
    },
  }),
  defineRoute({
    area: 'mall', method: 'GET', path: '/api/v1/app/item/recommend', summary: '推荐商品（分页；有 itemId 时同类优先）',
    auth: 'none', spec: false, query: RecommendQuerySchema, response: PageSchema(GoodsItemSchema),
    sample: { query: { itemId: 1003, pageNo: 1, pageSize: 6 } },
    handler: ({ db, query }) => {
      const base = query.itemId ? goodsById(db, query.itemId) : null
      const rows = onSale(db)
        .filter((g) => g.id !== base?.id)
        .sort((a, b) =>
          Number(b.backCategoryId === base?.backCategoryId) - Number(a.backCategoryId === base?.backCategoryId) ||
          b.saleQuantity - a.saleQuantity,
        )
      return paginate(rows, query)
    },
  }),
]
