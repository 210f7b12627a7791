// Mall behaviour: goods data, cart rules (stock, limit, sold out, ownership), coupons
// (receive modes, per-user limits, balance), and that refused writes change nothing.
import type { CartItem, Category, CategoryWithItems, CouponOffer, GoodsItem, ItemActivity, Review, UserCoupon } from '@api/mall'
import { serverPerFile } from './support/server'

const T = 'dev-token'
const srv = serverPerFile()

const get = (path: string, query: Record<string, unknown> = {}, token: string | null = T) => srv.send({ method: 'GET', path, query, token })
const add = (skuId: number, quantity: number) => srv.send({ method: 'POST', path: '/mall/web/app/cart-item/add', token: T, json: { vmId: 1, skuId, quantity } })
const cart = async () => (await get('/mall/web/app/cart-item/user/list', { vmId: 1 })).json.data

test('goods: 30+ items, vouchers with stores, a running flash sale, SKUs with attributes', async () => {
  const list = (await get('/mall/api/v1/app/item/items', { pageSize: 50 }, null)).json.data
  expect(list.total).toBeGreaterThanOrEqual(30)
  const vouchers = list.list.filter((g: GoodsItem) => g.type === 3)
  expect(vouchers.length).toBeGreaterThan(5)
  expect(vouchers[0].extra!.storeList[0]).toEqual(expect.objectContaining({ latitude: expect.any(Number), longitude: expect.any(Number) }))
  expect(list.list.some((g: GoodsItem) => g.payType === 4 && g.maxPointPrice > 0)).toBe(true)
  const extra = (await get('/mall/api/v1/app/item/items/1003/extra', {}, null)).json.data
  const sale = extra.item.activityVos.find((a: ItemActivity) => a.activityType === 5)
  expect(Date.parse(sale.endTime)).toBeGreaterThan(Date.now())
  expect(extra.skus[0].saleAttributes[0]).toMatchObject({ attrKey: '规格' })
  expect(extra.pointRatio).toBe(1)
})

test('reviews: paged, some anonymous (masked), some answered', async () => {
  const reviews: Review[] = []
  for (const id of [1001, 1002, 1003, 1005, 1006, 1007]) {
    reviews.push(...(await get(`/mall/api/v1/app/item/items/${id}/reviews`, { pageSize: 50 }, null)).json.data.list)
  }
  const anon = reviews.filter((r) => r.anonymousFlag === 1)
  expect(anon.length).toBeGreaterThan(0)
  expect(anon.every((r) => r.userName === '匿名用户')).toBe(true)
  expect(reviews.some((r) => r.reply !== null) && reviews.some((r) => r.reply === null)).toBe(true)
})

test('cart: add merges lines, count follows, limits are enforced', async () => {
  const before = (await get('/mall/web/app/cart-item/user/count', { vmId: 1 })).json.data
  expect((await add(100401, 1)).json.data.count).toBe(before + 1)
  expect((await add(100401, 2)).json.data.count).toBe(before + 3)
  expect((await cart()).list.filter((l: CartItem) => l.skuId === 100401)[0].quantity).toBe(3)
  expect((await add(100801, 1)).json.message).toBe('该规格已售罄')
  expect((await add(100601, 3)).json.message).toBe('该商品限购 2 件')
  expect((await add(100201, 99)).json.message).toMatch(/^库存不足/)
  expect((await add(103201, 1)).json.message).toBe('商品已下架')
  expect((await add(999999, 1)).status).toBe(404)
  expect((await srv.send({ method: 'POST', path: '/mall/web/app/cart-item/add', token: T, json: { vmId: 2, skuId: 100401, quantity: 1 } })).json.message).toBe('商城 2 不存在')
})

test('cart: quantity, select and delete only touch own lines; a refused batch changes nothing', async () => {
  const q = await srv.send({ method: 'PUT', path: '/mall/web/app/cart-item/quantity', token: T, json: { id: 1, quantity: 2 } })
  expect(q.json.data.list.find((l: CartItem) => l.id === 1).quantity).toBe(2)
  const other = await srv.send({ method: 'PUT', path: '/mall/web/app/cart-item/quantity', token: T, json: { id: 5, quantity: 1 } })
  expect(other.status).toBe(404) // line 5 belongs to user 2
  const mixed = await srv.send({ method: 'PUT', path: '/mall/web/app/cart-item/select', token: T, json: { ids: [1, 5], selected: false } })
  expect(mixed.status).toBe(404)
  expect((await cart()).list.find((l: CartItem) => l.id === 1).selected).toBe(true)
  const sel = await srv.send({ method: 'PUT', path: '/mall/web/app/cart-item/select', token: T, json: { ids: [1, 2], selected: false } })
  expect(sel.json.data.selectedQuantity).toBe(1)
  const del = await srv.send({ method: 'DELETE', path: '/mall/web/app/cart-item', token: T, json: { ids: [1, 2] } })
  expect(del.json.data.count).toBe(2)
})

test('coupons: receive within limits; platform-issued and empty coupons are refused', async () => {
  const receive = (id: number) => srv.send({ method: 'POST', path: `/mall/api/v1/app/coupons/${id}/receive`, token: T })
  expect((await receive(4)).json.data).toMatchObject({ couponId: 4, status: 1 })
  expect((await receive(4)).json).toMatchObject({ status: 409, message: '每人限领 1 张，你已领完' })
  expect((await receive(2)).status).toBe(409) // received (and used) in the seed
  expect((await receive(5)).json.message).toBe('该优惠券由平台发放，不能手动领取')
  expect((await receive(7)).json.message).toBe('优惠券已领完')
  for (let i = 0; i < 3; i++) expect((await receive(1)).status).toBe(200) // obtainTimes -1: unlimited
  const offers = (await get('/mall/api/v1/app/coupons', { itemId: 1019 })).json.data.list
  expect(offers.find((c: CouponOffer) => c.id === 4)).toMatchObject({ receivedTimes: 1, canReceive: false })
  expect(offers.some((c: CouponOffer) => c.id === 3)).toBe(false) // clothing-only coupon does not apply
  const anonymous = (await get('/mall/api/v1/app/coupons', { itemId: 1019 }, null)).json.data.list
  expect(anonymous.find((c: CouponOffer) => c.id === 4)).toMatchObject({ receivedTimes: 0, canReceive: true })
  const mine = (await get('/mall/api/v1/app/coupons/mine', { status: 1, pageSize: 50 })).json.data
  expect(mine.list.filter((c: UserCoupon) => c.couponId === 1)).toHaveLength(4)
})

test('categories: roots and children with goods', async () => {
  const roots = (await get('/mall/api/v1/app/item/items/findShopFrontCategoryRoots', { vmId: 1 }, null)).json.data
  expect(roots.map((c: Category) => c.name)).toEqual(['车载精品', '生活周边', '充电服务', '养车服务'])
  const kids = (await get('/mall/api/v1/app/item/items/findShopFrontCategoryAndItem', { parentId: 4 }, null)).json.data
  expect(kids.every((k: CategoryWithItems) => k.items.every((g: GoodsItem) => g.type === 3))).toBe(true)
})

test('paging: defaults, limits and appending pages', async () => {
  const p1 = (await get('/mall/api/v1/app/item/recommend', {}, null)).json.data
  expect([p1.pageNo, p1.pageSize, p1.list.length]).toEqual([1, 10, 10])
  const p2 = (await get('/mall/api/v1/app/item/recommend', { pageNo: 2 }, null)).json.data
  expect(p2.list.some((g: GoodsItem) => p1.list.some((h: GoodsItem) => h.id === g.id))).toBe(false)
  const big = await get('/mall/api/v1/app/item/recommend', { pageSize: 51 }, null)
  expect(big.json).toMatchObject({ status: 400, message: '参数 pageSize 不能大于 50' })
})
