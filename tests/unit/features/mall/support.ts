import type { GoodsExtra, GoodsItem, Sku } from '@api/mall'

export { waitFor } from '../../../support/wait-for'

export function goodsItem(o: Partial<GoodsItem> = {}): GoodsItem {
  return {
    id: 1002, name: '星驰真皮座椅套', vmId: 1, terminals: [2, 4, 5], backCategoryId: 11, shopId: 1, shopName: '星驰官方旗舰店',
    brandId: 1, brandName: '星驰汽车', supplierCode: 'S', supplierName: '供应链', mainImage: 'https://img/main.svg',
    lowPrice: 129900, highPrice: 159900, originPrice: 149385, price: 129900, status: 1, saleQuantity: 86, advertise: '头层牛皮',
    type: 1, payType: 4, minPointPrice: 100, maxPointPrice: 38970, shipTemplateId: 1, isAfterSale: true, isLimit: false,
    activityTags: ['积分抵现'], activityVos: [], onShelfAt: '2026-01-01T10:00:00+08:00', offShelfAt: null,
    createdAt: '2026-01-01T10:00:00+08:00', updatedAt: '2026-01-01T10:00:00+08:00', extra: null,
    ...o,
  }
}

export function colourSku(skuId: number, colour: string, stock: number, price = 129900): Sku {
  return {
    skuId, skuCode: `SKU${skuId}`, terminal: 2, stockQuantity: stock, price, extraPrice: { guidePrice: price, originPrice: price },
    isLimit: false, itemId: 1002, status: 1, payType: 4, image: `https://img/${skuId}.svg`, name: `星驰真皮座椅套 ${colour}`,
    saleAttributes: [{ attrKey: '颜色', attrVal: colour, unit: '', group: '颜色' }],
  }
}

export function goodsExtra(o: Partial<GoodsExtra> = {}): GoodsExtra {
  return {
    item: goodsItem(),
    skus: [colourSku(100201, '曜石黑', 0), colourSku(100202, '星云灰', 12, 149900), colourSku(100203, '月光白', 3, 159900)],
    pointRatio: 1,
    limitQuantity: 2,
    ...o,
  }
}

export { stubIntersectionObserver } from '../../../support/intersection-observer'
