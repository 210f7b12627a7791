import type { Sku } from '@api/mall'
import {
  attrGroups, findSku, initialSelection, isSkuBuyable, isValueAvailable, maxQuantity, missingGroups, skuAttrText, toggleValue,
} from '@/features/mall/sku'

let nextId = 1
function sku(attrs: Record<string, string>, stock: number, extra: Partial<Sku> = {}): Sku {
  const id = nextId++
  return {
    skuId: id, skuCode: `S${id}`, terminal: 2, stockQuantity: stock, price: 1000, extraPrice: { guidePrice: 1200, originPrice: 1100 },
    isLimit: false, itemId: 1, status: 1, payType: 1, image: '', name: '',
    saleAttributes: Object.entries(attrs).map(([attrKey, attrVal]) => ({ attrKey, attrVal, unit: attrKey === '尺码' ? '码' : '', group: attrKey })),
    ...extra,
  }
}

// 黑色 S sold out, 白色 M sold out, 白色 S disabled by status.
const skus = [
  sku({ 颜色: '黑色', 尺码: 'S' }, 0),
  sku({ 颜色: '黑色', 尺码: 'M' }, 3),
  sku({ 颜色: '白色', 尺码: 'S' }, 9, { status: 2 }),
  sku({ 颜色: '白色', 尺码: 'M' }, 0),
]

test('groups come in the order the SKUs name them, each value once', () => {
  expect(attrGroups(skus)).toEqual([
    { key: '颜色', unit: '', values: ['黑色', '白色'] },
    { key: '尺码', unit: '码', values: ['S', 'M'] },
  ])
})

test('a SKU is buyable with stock and status 1 only', () => {
  expect(skus.map(isSkuBuyable)).toEqual([false, true, false, false])
})

describe('availability of a value given the other choices', () => {
  it('with nothing chosen, a value is available when any buyable SKU has it', () => {
    expect(isValueAvailable(skus, {}, '颜色', '黑色')).toBe(true)
    expect(isValueAvailable(skus, {}, '颜色', '白色')).toBe(false) // both white SKUs unbuyable
    expect(isValueAvailable(skus, {}, '尺码', 'S')).toBe(false)
    expect(isValueAvailable(skus, {}, '尺码', 'M')).toBe(true)
  })

  it('a choice in another group narrows it', () => {
    expect(isValueAvailable(skus, { 颜色: '黑色' }, '尺码', 'S')).toBe(false)
    expect(isValueAvailable(skus, { 颜色: '黑色' }, '尺码', 'M')).toBe(true)
  })

  it('the group\'s own current choice does not block switching within it', () => {
    expect(isValueAvailable(skus, { 颜色: '黑色', 尺码: 'M' }, '尺码', 'M')).toBe(true)
    expect(isValueAvailable(skus, { 颜色: '白色' }, '颜色', '黑色')).toBe(true)
  })
})

test('the SKU is found once every group is chosen, and the missing groups are named', () => {
  expect(findSku(skus, { 颜色: '黑色' })).toBeUndefined()
  expect(missingGroups(skus, { 颜色: '黑色' })).toEqual(['尺码'])
  expect(findSku(skus, { 颜色: '黑色', 尺码: 'M' })?.skuId).toBe(skus[1].skuId)
  expect(skuAttrText(skus[1].saleAttributes)).toBe('黑色 / M码')
})

test('choosing a chosen value again clears it', () => {
  expect(toggleValue({ 颜色: '黑色' }, '颜色', '黑色')).toEqual({})
  expect(toggleValue({ 颜色: '黑色' }, '颜色', '白色')).toEqual({ 颜色: '白色' })
})

test('a goods with a single buyable SKU starts chosen', () => {
  const only = [sku({ 规格: '标准版' }, 4)]
  expect(initialSelection(only)).toEqual({ 规格: '标准版' })
  expect(initialSelection([sku({ 规格: '标准版' }, 0)])).toEqual({})
  expect(initialSelection(skus)).toEqual({})
})

describe('most one add may carry', () => {
  it('is the stock, or 0 when it cannot be bought', () => {
    expect(maxQuantity(sku({}, 7))).toBe(7)
    expect(maxQuantity(sku({}, 0))).toBe(0)
  })

  it('is capped by the purchase limit when the SKU or the goods is limited', () => {
    expect(maxQuantity(sku({}, 7, { isLimit: true }), { limitQuantity: 2 })).toBe(2)
    expect(maxQuantity(sku({}, 7), { limitQuantity: 2, itemIsLimit: true })).toBe(2)
    expect(maxQuantity(sku({}, 7), { limitQuantity: 2 })).toBe(7)
  })

  it('is capped by the flash-sale buy limit', () => {
    expect(maxQuantity(sku({}, 7), { flashLimit: 1 })).toBe(1)
  })
})
