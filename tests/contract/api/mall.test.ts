import {
  addToCart, deleteCartItems, getCart, getCartCount, getCategoryChildren, getCategoryRoots, getCouponOffers, getGoodsDetail,
  getGoodsExtra, getGoodsReviews, getMyCoupons, getRecommend, receiveCoupon, selectCartItems, setCartQuantity,
} from '@/features/mall/api'
import { clearSession } from '@/core/session'
import { setupApiServer } from '../support/api-server'

const api = setupApiServer()
const fault = (method: string, path: string) => api.send({ method: 'POST', path: '/__faults', json: { method, path, status: 500 } })

test('categories: roots in order, children of a root with goods on sale', async () => {
  const roots = await getCategoryRoots()
  expect(roots?.map((r) => r.name)).toEqual(['车载精品', '生活周边', '充电服务', '养车服务'])
  expect(roots?.every((r) => r.parentId === 0)).toBe(true)
  const children = await getCategoryChildren(roots![0].id)
  expect(children?.length).toBeGreaterThan(0)
  expect(children?.every((c) => c.parentId === roots![0].id)).toBe(true)
  expect(children?.flatMap((c) => c.items).every((g) => g.status === 1 && Number.isInteger(g.lowPrice))).toBe(true)
})

test('goods extra, detail, reviews and recommend pages', async () => {
  const extra = await getGoodsExtra(1003)
  expect(extra?.item.id).toBe(1003)
  expect(extra?.skus.every((s) => s.itemId === 1003)).toBe(true)
  expect(extra?.pointRatio).toBe(1)
  expect(extra?.item.activityVos[0]?.activityType).toBe(5)

  const detail = await getGoodsDetail(1003)
  expect(detail?.images.length).toBeGreaterThan(0)
  expect(detail?.details.some((d) => d.terminal === 2)).toBe(true)

  const reviews = await getGoodsReviews(1001, 1, 2)
  expect(reviews?.pageSize).toBe(2)
  expect(reviews?.list.every((r) => r.score >= 1 && r.score <= 5)).toBe(true)

  const first = await getRecommend(1, 1003, 6)
  const second = await getRecommend(2, 1003, 6)
  expect(first?.list).toHaveLength(6)
  expect(first?.list.some((g) => g.id === 1003)).toBe(false)
  const ids = [...first!.list, ...second!.list].map((g) => g.id)
  expect(new Set(ids).size).toBe(ids.length)
})

test('voucher goods carry their stores', async () => {
  const extra = await getGoodsExtra(1025)
  expect(extra?.item.type).toBe(3)
  expect(extra?.item.extra?.storeList.length).toBeGreaterThan(0)
})

test('goods and cart-count failures are swallowed: undefined, no toast (spec §8)', async () => {
  await fault('GET', '/mall/api/v1/app/item/items/:itemId/extra')
  await fault('GET', '/mall/web/app/cart-item/user/count')
  await fault('GET', '/mall/api/v1/app/item/items/findShopFrontCategoryRoots')
  await expect(getGoodsExtra(1003)).resolves.toBeUndefined()
  await expect(getCartCount()).resolves.toBeUndefined()
  await expect(getCategoryRoots()).resolves.toBeUndefined()
  expect(api.toasts).toEqual([])
})

test('an unknown goods is swallowed too', async () => {
  await expect(getGoodsExtra(999999)).resolves.toBeUndefined()
})

test('cart: count, list, add merges, quantity, select, delete', async () => {
  const count = await getCartCount()
  expect(count).toBe(5)
  const { count: afterAdd } = await addToCart({ skuId: 100202, quantity: 1 })
  expect(afterAdd).toBe(6)
  let cart = await getCart()
  const line = cart.list.find((l) => l.skuId === 100202)!
  expect(line.quantity).toBe(1)
  expect(cart.totalQuantity).toBe(6)
  expect((await addToCart({ skuId: 100202, quantity: 1 })).count).toBe(7)

  cart = await setCartQuantity({ id: line.id, quantity: 3 })
  expect(cart.list.find((l) => l.id === line.id)?.quantity).toBe(3)
  cart = await selectCartItems([line.id], false)
  expect(cart.list.find((l) => l.id === line.id)?.selected).toBe(false)
  expect((await deleteCartItems([line.id])).count).toBe(5)
})

test('a cart change the server refuses rejects with its message and changes nothing', async () => {
  // Goods 1006 is limited to 2 per user.
  await expect(addToCart({ skuId: 100601, quantity: 3 })).rejects.toMatchObject({ message: '该商品限购 2 件' })
  expect(api.toasts).toEqual(['该商品限购 2 件'])
  expect(await getCartCount()).toBe(5)
})

test('coupons: offers for a goods, receive, and mine by status', async () => {
  const offers = await getCouponOffers(1, 1025)
  const care = offers?.list.find((c) => c.name === '保养套餐券')
  expect(care).toMatchObject({ canReceive: true, receivedTimes: 0, obtainTimes: 3 })
  const got = await receiveCoupon(care!.id)
  expect(got.status).toBe(1)
  expect((await getCouponOffers(1, 1025))?.list.find((c) => c.id === care!.id)?.receivedTimes).toBe(1)

  const unused = await getMyCoupons(1, 1)
  expect(unused.list.some((c) => c.couponId === care!.id)).toBe(true)
  expect(unused.list.every((c) => c.status === 1)).toBe(true)
  expect((await getMyCoupons(3, 1)).list.every((c) => c.status === 3)).toBe(true)
})

test('a coupon over its per-user limit is refused with the reason', async () => {
  // User 1 already holds the one 精品满减券 allowed.
  await expect(receiveCoupon(2)).rejects.toMatchObject({ status: 409 })
})

test('a guest may read goods but not the cart', async () => {
  clearSession()
  expect((await getGoodsExtra(1002))?.item.id).toBe(1002)
  await expect(getCart()).rejects.toMatchObject({ status: 401 })
})
