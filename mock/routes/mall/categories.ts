// Front categories (spec §7): roots of a mall, and the children of a root with their goods.
import { Type } from '@sinclair/typebox'
import { CategoryAndItemQuerySchema, CategorySchema, CategoryWithItemsSchema, VmQuerySchema } from '../../../types/api/mall'
import { must } from '../../core/api-error'
import { defineRoute } from '../../core/route'
import { checkVm, onSale } from './views'

export const categoryRoutes = [
  defineRoute({
    area: 'mall', method: 'GET', path: '/api/v1/app/item/items/findShopFrontCategoryRoots', summary: '前台根分类',
    auth: 'none', spec: true, query: VmQuerySchema, response: Type.Array(CategorySchema),
    sample: { query: { vmId: 1 } },
    handler: ({ db, query }) => {
      checkVm(query.vmId)
      return db.categories.filter((c) => c.parentId === 0).sort((a, b) => a.sort - b.sort)
    },
  }),
  defineRoute({
    area: 'mall', method: 'GET', path: '/api/v1/app/item/items/findShopFrontCategoryAndItem', summary: '子分类及其商品',
    auth: 'none', spec: true, query: CategoryAndItemQuerySchema, response: Type.Array(CategoryWithItemsSchema),
    sample: { query: { parentId: 1 } },
    handler: ({ db, query }) => {
      const root = must(db.categories.find((c) => c.id === query.parentId), '分类')
      const goods = onSale(db)
      return db.categories
        .filter((c) => c.parentId === root.id)
        .sort((a, b) => a.sort - b.sort)
        .map((c) => ({ ...c, items: goods.filter((g) => g.backCategoryId === c.id) }))
    },
  }),
]
