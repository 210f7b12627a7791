// Vehicle types (models) and the versions on sale. Prices in fen.
import type { SalesCar, VehicleTypeDetail } from '../../types/api/domain'
import { htmlImg, img } from './img'

type Row = [id: number, code: string, name: string, series: string, priceYuan: number, newCar: boolean, energy: string, range: number, tags: string[], launch: string]

const rows: Row[] = [
  [1, 'S7', '星驰 S7', '星驰 S 系列', 209800, false, '纯电', 702, ['中大型轿车', '800V 快充'], '2023-04-18'],
  [2, 'S9', '星驰 S9', '星驰 S 系列', 289800, true, '纯电', 760, ['行政轿车', '激光雷达'], '2025-01-12'],
  [3, 'L6', '远航 L6', '远航 L 系列', 249800, false, '增程', 1210, ['中型 SUV', '五座'], '2023-09-01'],
  [4, 'L8', '远航 L8 增程版', '远航 L 系列', 339800, true, '增程', 1315, ['大型 SUV', '六座'], '2025-03-08'],
  [5, 'MINI', '轻风 Mini', '轻风系列', 79800, false, '纯电', 330, ['城市代步', '小巧好停'], '2022-06-20'],
  [6, 'PRO', '轻风 Pro', '轻风系列', 119800, false, '纯电', 501, ['紧凑型 SUV'], '2023-11-11'],
  [7, 'X5', '云境 X5', '云境系列', 179800, false, '插混', 1100, ['紧凑型 SUV', '超低油耗'], '2024-05-05'],
  [8, 'X7', '云境 X7', '云境系列', 229800, true, '插混', 1250, ['中大型 SUV', '七座'], '2025-02-20'],
  [9, 'T9', '旷野 T9', '旷野系列', 369800, true, '插混', 1050, ['硬派越野', '三把差速锁'], '2025-04-01'],
]

export function seedVehicleTypes(): VehicleTypeDetail[] {
  return rows.map(([id, code, name, seriesName, priceYuan, newCar, energyType, rangeKm, tags, launchDate]) => ({
    id, code, name, seriesName, newCar, energyType, rangeKm, tags, launchDate,
    image: img('cars', code.toLowerCase(), name),
    guidePrice: priceYuan * 100,
    sort: id,
    gallery: ['外观', '内饰', '座舱'].map((part) => img('cars', `${code.toLowerCase()}-${part === '外观' ? 'out' : part === '内饰' ? 'in' : 'cab'}`, `${name} ${part}`)),
    html:
      `<h2>${name}</h2><p>${name}是星驰${seriesName}的${tags[0]}，CLTC 续航 <strong>${rangeKm} km</strong>。</p>` +
      `<ul><li>${energyType}动力，${tags.join('、')}</li><li>整车 8 年或 16 万公里质保</li></ul>` +
      `<p>${htmlImg('cars', `${code.toLowerCase()}-out`, name, `${name} 外观`)}</p>`,
    specs: [
      { name: '能源类型', value: energyType },
      { name: 'CLTC 续航', value: `${rangeKm} km` },
      { name: '上市时间', value: launchDate },
      { name: '厂商指导价', value: `${(priceYuan / 10000).toFixed(2)} 万起` },
    ],
  }))
}

const versions: [suffix: string, extraYuan: number, tags: string[]][] = [
  ['标准续航版', 0, ['限时置换补贴']],
  ['长续航版', 20000, ['热销']],
]

export function seedSalesCars(types: VehicleTypeDetail[]): SalesCar[] {
  let id = 100
  return types.flatMap((t) =>
    versions.map(([suffix, extraYuan, tags]) => {
      id += 1
      const price = t.guidePrice + extraYuan * 100
      return {
        id, vehicleTypeId: t.id, name: `${t.name} ${suffix}`, image: t.image, price,
        downPayment: Math.round(price * 0.15),
        tags: t.newCar ? ['新车上市', ...tags] : tags,
        // The off-road model's long-range version is announced but not yet on sale.
        onSale: !(t.code === 'T9' && extraYuan > 0),
      }
    }),
  )
}
