// Expands goods-rows into spec §3 goods, SKUs and details. Voucher goods (type 3) list the
// dealers' stores; one flash sale (activityType 5) runs from yesterday to three days ahead
// of the server clock, so the countdown always has time left after a reset.
import type { GoodsItem, ItemActivity, ItemDetail, Sku, Store } from '../../types/api/mall'
import type { DealerRow } from '../state/db'
import { days, iso } from '../core/time'
import { VM_ID } from './categories'
import { attrValues, goodsRows, type GoodsRow } from './goods-rows'
import { htmlImg, img } from './img'

const PRICE_STEP: Record<string, number> = { spec: 0.8, times: 0.9, power: 0.25 }

function skusOf([id, name, , , payType, yuan, kind, flags]: GoodsRow): Sku[] {
  const axes = attrValues[kind]
  const combos = axes.reduce<{ attrs: Sku['saleAttributes']; idx: number }[]>(
    (acc, [attrKey, values, unit]) =>
      acc.flatMap((c) => values.map((attrVal, i) => ({ attrs: [...c.attrs, { attrKey, attrVal, unit, group: attrKey }], idx: c.idx + i }))),
    [{ attrs: [], idx: 0 }],
  )
  return combos.map(({ attrs, idx }, n) => {
    const price = Math.round(yuan * 100 * (1 + idx * (PRICE_STEP[kind] ?? 0)))
    const soldOut = flags.includes('x') || (flags.includes('s') && n === 0)
    return {
      skuId: id * 100 + n + 1,
      skuCode: `SKU${id}${String(n + 1).padStart(2, '0')}`,
      terminal: 2,
      stockQuantity: soldOut ? 0 : 5 + ((id * 7 + n * 13) % 60),
      price,
      extraPrice: { guidePrice: Math.round(price * 1.2), originPrice: Math.round(price * 1.15) },
      isLimit: flags.includes('l'),
      itemId: id,
      status: 1,
      payType,
      image: img('goods', `${id}-${n + 1}`, attrs.map((a) => a.attrVal).join(' ')),
      name: `${name} ${attrs.map((a) => `${a.attrVal}${a.unit}`).join(' ')}`.trim(),
      saleAttributes: attrs,
    }
  })
}

function storesNear(dealers: DealerRow[], id: number): Store[] {
  return [0, 5, 11].map((k) => dealers[(id + k) % dealers.length]).map((d) => ({
    name: d.dealerName, address: d.address, mobile: d.phone, latitude: d.latitude, longitude: d.longitude,
  }))
}

function flashSale(id: number, skus: Sku[], now: number): ItemActivity {
  const vos = skus.map((s) => ({
    skuId: s.skuId, skuQuantity: Math.min(s.stockQuantity, 20), skuPrice: s.price,
    activityPrice: Math.round(s.price * 0.7), skuBuyLimit: 1,
  }))
  return {
    id: 9000 + id, activityName: '车主节限时秒杀', activityType: 5, activitySkuVos: vos,
    startTime: iso(now - days(1)), endTime: iso(now + days(3)),
    lowPrice: Math.min(...vos.map((v) => v.activityPrice)),
  }
}

export function seedGoods(now: number, dealers: DealerRow[]) {
  const goods: GoodsItem[] = []
  const skus: Sku[] = []
  const details: ItemDetail[] = []
  goodsRows.forEach((row, i) => {
    const [id, name, category, type, payType, , , flags, advertise] = row
    const own = skusOf(row)
    const prices = own.map((s) => s.price)
    const low = Math.min(...prices)
    const activityVos = flags.includes('f') ? [flashSale(id, own, now)] : []
    goods.push({
      id, name, vmId: VM_ID, terminals: [2, 4, 5], backCategoryId: category,
      shopId: 1, shopName: '星驰官方旗舰店', brandId: 1, brandName: '星驰汽车',
      supplierCode: type === 3 ? 'SUP-SERVICE' : 'SUP-GOODS', supplierName: type === 3 ? '星驰服务有限公司' : '星驰精品供应链',
      mainImage: img('goods', id, name.slice(0, 10)),
      lowPrice: low, highPrice: Math.max(...prices), originPrice: Math.round(low * 1.15), price: low,
      status: flags.includes('o') ? 2 : 1,
      saleQuantity: (id * 37) % 900 + 12,
      advertise, type, payType,
      minPointPrice: payType === 4 ? 100 : 0,
      maxPointPrice: payType !== 4 ? 0 : flags.includes('p') ? low : Math.round(low * 0.3),
      shipTemplateId: type === 1 ? 1 : 0,
      isAfterSale: type === 1,
      isLimit: flags.includes('l'),
      activityTags: [...(activityVos.length ? ['限时秒杀'] : []), ...(payType === 4 ? ['积分抵现'] : []), ...(flags.includes('l') ? ['限购'] : [])],
      activityVos,
      onShelfAt: iso(now - days(90 - i)),
      offShelfAt: flags.includes('o') ? iso(now - days(5)) : null,
      createdAt: iso(now - days(120 - i)),
      updatedAt: iso(now - days(i % 7)),
      extra: type === 3
        ? {
            verification: '到店出示券码核销',
            source: '星驰官方',
            description: `购买后 90 天内有效，请提前致电门店预约。${advertise}`,
            storeList: storesNear(dealers, id),
          }
        : null,
    })
    skus.push(...own)
    details.push({
      itemId: id,
      images: [1, 2, 3].map((n) => img('goods', `${id}-g${n}`, `${name.slice(0, 8)} ${n}`)),
      details: [2, 4].map((terminal) => ({
        terminal: terminal as 2 | 4,
        type: 1,
        text:
          `<h3>${name}</h3><p>${advertise}。</p><p><strong>星驰官方出品</strong>，品质保障，` +
          `<em>7 天无理由退换</em>（服务类商品除外）。</p><p>${htmlImg('goods', `${id}-d1`, '', '商品详情')}</p>`,
        images: [img('goods', `${id}-d1`, '商品详情')],
        video: null,
      })),
      status: 1,
    })
  })
  return { goods, skus, details }
}
