// The cart of the current user: count (spec §7), list, add, change quantity, select, delete.
import { Type } from '@sinclair/typebox'
import {
  CartAddBodySchema, CartCountSchema, CartDeleteBodySchema, CartQuantityBodySchema, CartSchema,
  CartSelectBodySchema, VmQuerySchema, type Cart,
} from '../../../types/api/mall'
import { badRequest, notFound } from '../../core/api-error'
import { defineRoute } from '../../core/route'
import { iso } from '../../core/time'
import { nextId, type Db } from '../../state/db'
import { me } from '../lookup'
import { checkQuantity, checkVm, goodsById, skuById } from './views'

const MAX_LINES = 50

const linesOf = (db: Db, accountId: number, vmId: number) => db.cart.filter((c) => c.accountId === accountId && c.vmId === vmId)
/** Count shown on the cart badge: total quantity of the user's lines. */
const countOf = (db: Db, accountId: number, vmId: number) => linesOf(db, accountId, vmId).reduce((n, c) => n + c.quantity, 0)

function cartView(db: Db, accountId: number, vmId: number): Cart {
  const list = linesOf(db, accountId, vmId).map((line) => {
    const sku = skuById(db, line.skuId)
    const item = goodsById(db, sku.itemId)
    const valid = item.status === 1 && sku.stockQuantity > 0
    return {
      id: line.id, vmId, itemId: item.id, skuId: sku.skuId, name: item.name, skuName: sku.name, image: sku.image,
      price: sku.price, payType: sku.payType, maxPointPrice: item.maxPointPrice, quantity: line.quantity,
      stockQuantity: sku.stockQuantity, saleAttributes: sku.saleAttributes, selected: valid && line.selected, valid,
      createdAt: line.createdAt,
    }
  })
  const chosen = list.filter((l) => l.selected)
  return {
    list,
    totalQuantity: list.reduce((n, l) => n + l.quantity, 0),
    selectedQuantity: chosen.reduce((n, l) => n + l.quantity, 0),
    selectedAmount: chosen.reduce((n, l) => n + l.price * l.quantity, 0),
  }
}

function ownLine(db: Db, accountId: number, id: number) {
  const line = db.cart.find((c) => c.id === id && c.accountId === accountId)
  if (!line) throw notFound(`购物车商品 ${id} 不存在`)
  return line
}

const Vm = { vmId: 1 }

export const cartRoutes = [
  defineRoute({
    area: 'mall', method: 'GET', path: '/web/app/cart-item/user/count', summary: '购物车商品数量',
    auth: 'required', spec: true, query: VmQuerySchema, response: CartCountSchema, sample: { query: Vm },
    handler: ({ db, query, accountId }) => {
      checkVm(query.vmId)
      return countOf(db, me(db, accountId).accountId, query.vmId)
    },
  }),
  defineRoute({
    area: 'mall', method: 'GET', path: '/web/app/cart-item/user/list', summary: '购物车列表',
    auth: 'required', spec: false, query: VmQuerySchema, response: CartSchema, sample: { query: Vm },
    handler: ({ db, query, accountId }) => {
      checkVm(query.vmId)
      return cartView(db, me(db, accountId).accountId, query.vmId)
    },
  }),
  defineRoute({
    area: 'mall', method: 'POST', idempotent: true, path: '/web/app/cart-item/add', summary: '加入购物车（同规格合并数量）',
    auth: 'required', spec: false, body: CartAddBodySchema, response: Type.Object({ count: CartCountSchema }),
    sample: { body: { vmId: 1, skuId: 100401, quantity: 1 } },
    handler: ({ db, body, accountId, now }) => {
      checkVm(body.vmId)
      const who = me(db, accountId).accountId
      const line = linesOf(db, who, body.vmId).find((c) => c.skuId === body.skuId)
      checkQuantity(db, body.skuId, (line?.quantity ?? 0) + body.quantity)
      if (line) line.quantity += body.quantity
      else {
        if (linesOf(db, who, body.vmId).length >= MAX_LINES) throw badRequest(`购物车最多 ${MAX_LINES} 种商品`)
        db.cart.push({ id: nextId(db, 'cart'), accountId: who, vmId: body.vmId, skuId: body.skuId, quantity: body.quantity, selected: true, createdAt: iso(now) })
      }
      return { count: countOf(db, who, body.vmId) }
    },
  }),
  defineRoute({
    area: 'mall', method: 'PUT', path: '/web/app/cart-item/quantity', summary: '修改购物车数量',
    auth: 'required', spec: false, body: CartQuantityBodySchema, response: CartSchema,
    sample: { body: { id: 1, quantity: 2 } },
    handler: ({ db, body, accountId }) => {
      const line = ownLine(db, me(db, accountId).accountId, body.id)
      checkQuantity(db, line.skuId, body.quantity)
      line.quantity = body.quantity
      return cartView(db, line.accountId, line.vmId)
    },
  }),
  defineRoute({
    area: 'mall', method: 'PUT', path: '/web/app/cart-item/select', summary: '勾选/取消勾选购物车商品',
    auth: 'required', spec: false, body: CartSelectBodySchema, response: CartSchema,
    sample: { body: { ids: [1, 2], selected: false } },
    handler: ({ db, body, accountId }) => {
      const who = me(db, accountId).accountId
      const lines = body.ids.map((id) => ownLine(db, who, id))
      for (const line of lines) line.selected = body.selected
      return cartView(db, who, lines[0].vmId)
    },
  }),
  defineRoute({
    area: 'mall', method: 'DELETE', path: '/web/app/cart-item', summary: '删除购物车商品',
    auth: 'required', spec: false, body: CartDeleteBodySchema, response: Type.Object({ count: CartCountSchema }),
    sample: { body: { ids: [3] } },
    handler: ({ db, body, accountId }) => {
      const who = me(db, accountId).accountId
      const lines = body.ids.map((id) => ownLine(db, who, id))
      db.cart = db.cart.filter((c) => !lines.includes(c))
      return { count: countOf(db, who, lines[0].vmId) }
    },
  }),
]
