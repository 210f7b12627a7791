// Cars of other brands (other-car pages): the brands and models to pick from, the cars owners
// added, and which registration activities are open to owners of other brands. User 1
// (`dev-token`) owns two (大众 帕萨特 with VIN and licence photo, 丰田 凯美瑞 with neither);
// user 2 owns one, so a check can try to delete someone else's car.
import type { OtherBrand, OtherCar, OtherCarActivityKind } from '../../types/api/other-car'
import { days, iso } from '../core/time'
import { img } from './img'

export type OtherCarRow = OtherCar & { accountId: number }

// [brand id, name, models]; model ids are brand id * 100 + n, so a model names its brand.
const BRANDS: [number, string, string[]][] = [
  [1, '奥迪', ['A4L', 'A6L', 'Q5L']],
  [2, '宝马', ['3系', '5系', 'X3']],
  [3, '奔驰', ['C级', 'E级', 'GLC']],
  [4, '本田', ['雅阁', '思域', 'CR-V']],
  [5, '比亚迪', ['汉', '秦 PLUS', '宋 PLUS']],
  [6, '别克', ['君威', '昂科威']],
  [7, '大众', ['帕萨特', '迈腾', '朗逸', 'ID.4 CROZZ']],
  [8, '丰田', ['凯美瑞', '卡罗拉', 'RAV4 荣放', '汉兰达']],
  [9, '日产', ['天籁', '轩逸']],
  [10, '特斯拉', ['Model 3', 'Model Y']],
]

export const OTHER_BRANDS: readonly OtherBrand[] = BRANDS.map(([id, name, models]) => ({
  id, name, models: models.map((m, i) => ({ id: id * 100 + i + 1, name: m })),
}))

export function seedOtherCars(now: number): OtherCarRow[] {
  return [
    {
      id: 501, accountId: 1, brandId: 7, brandName: '大众', modelId: 701, modelName: '帕萨特', plate: '浙A8K2M6',
      vin: 'LSVAU2182K2123456', purchaseDate: '2019-05-20', licencePhoto: img('covers', 'licence-501', '行驶证 浙A·8K2M6'),
      createdAt: iso(now - days(40)),
    },
    {
      id: 502, accountId: 1, brandId: 8, brandName: '丰田', modelId: 801, modelName: '凯美瑞', plate: '粤B5T7Q9',
      vin: '', purchaseDate: '2021-11-06', licencePhoto: null, createdAt: iso(now - days(12)),
    },
    {
      id: 503, accountId: 2, brandId: 4, brandName: '本田', modelId: 401, modelName: '雅阁', plate: '沪A6N9H2',
      vin: 'LHGCV1659M8012345', purchaseDate: '2020-08-15', licencePhoto: null, createdAt: iso(now - days(5)),
    },
  ]
}

/** [registration activity id (mock/seed/activities.ts), kind, benefit, requirement]. */
export const OTHER_CAR_ACTIVITIES: readonly [number, OtherCarActivityKind, string, string][] = [
  [204, 'trade-in', '至高 8000 元置换补贴 + 旧车免费评估', '名下其他品牌车辆，置换星驰新车'],
  [205, 'owner-event', '试驾送 200 积分与 1:43 车模', '其他品牌车主，每人限报 1 次'],
  [206, 'owner-event', '免费参加，含营地午餐与活动保险', '不限品牌车主，可带 2 位同行人'],
  [207, 'trade-in', '3000 元置换补贴', '名下其他品牌车辆'],
]
