// The dev user's cars and their maintenance records (issue 15). User 1 (`dev-token`) owns a
// fuel car with 14 records (so page 2 exists at the default page size of 10), an electric car
// with a home charging pile, and a new car with no records yet. User 2 owns one car, so a
// check can ask for someone else's car. Exported for the service-progress screens as well.
//
// The lifetime warranty (issue 15 item 5) reads the same cars and visits, so each of its
// outcomes shows: car 1 lost it (routine visit 109 came after the 2023-09-02 one's 30 days of
// grace), car 2 was bought used (not its first owner), car 3 is new and qualifies pending its
// first maintenance. Car 3 was bought 50 days before the server started, so it stays inside its
// first interval whatever day the seed is read on.
import type { MaintenanceItem, MaintenanceType, OwnedCar } from '../../types/api/car-service'
import { addDays, chinaDay } from '../core/time'

export type CarRow = Omit<OwnedCar, 'lastRoutine'> & {
  accountId: number
  /** The lifetime warranty is for first owners only. */
  firstOwner: boolean
  /** A used car's first registration (someone else's then). */
  firstRegisteredOn?: string
}

const FUEL_PLAN = { intervalMonths: 6, intervalKm: 10000, dailyKm: 40 }
const EV_PLAN = { intervalMonths: 12, intervalKm: 20000, dailyKm: 50 }

// Models come from the brand's line-up (mock/seed/cars.ts): the 远航 L6 is a range extender,
// so it has an engine and oil changes ('fuel' here); the others are battery-electric.
export const CAR_SERVICE_CARS: readonly CarRow[] = [
  { id: 1, accountId: 1, plate: '粤B·12345', model: '远航 L6 四驱版', vin: 'LFV3A23C5M3001234', energy: 'fuel', mileage: 52300, purchaseDate: '2021-03-18', hasHomePile: false, plan: FUEL_PLAN, firstOwner: true },
  { id: 2, accountId: 1, plate: '粤B·D67890', model: '星驰 S7 长续航版', vin: 'LFV2B28E8N5005678', energy: 'electric', mileage: 18600, purchaseDate: '2023-06-02', hasHomePile: true, plan: EV_PLAN, firstOwner: false, firstRegisteredOn: '2022-04-16' },
  { id: 3, accountId: 1, plate: '粤B·F24680', model: '轻风 Pro 标准续航版', vin: 'LFV2B21E0R5009012', energy: 'electric', mileage: 800, purchaseDate: addDays(chinaDay(Date.now()), -50), hasHomePile: false, plan: EV_PLAN, firstOwner: true },
  { id: 4, accountId: 2, plate: '沪A·L6001', model: '云境 X5 超级混动版', vin: 'LFV3C36L1P7003456', energy: 'fuel', mileage: 30100, purchaseDate: '2022-08-20', hasHomePile: false, plan: FUEL_PLAN, firstOwner: true },
]

const part = (name: string, quantity: number, unitPrice: number): MaintenanceItem => ({ name, kind: 'part', quantity, unitPrice, total: Math.round(quantity * unitPrice) })
const labour = (name: string, unitPrice: number): MaintenanceItem => ({ name, kind: 'labour', quantity: 1, unitPrice, total: unitPrice })

const ITEMS: Record<MaintenanceType, MaintenanceItem[]> = {
  routine: [part('机油 5W-30（升）', 4.5, 9800), part('机油滤清器', 1, 6800), labour('常规保养工时', 20000)],
  repair: [part('前刹车片（套）', 1, 48000), labour('刹车片更换工时', 15000)],
  warranty: [part('车窗升降电机', 1, 0), labour('保修工时', 0)],
  recall: [part('燃油泵（召回件）', 1, 0), labour('召回工时', 0)],
}
const EV_ROUTINE = [part('空调滤芯', 1, 16800), part('制动液（升）', 1, 12000), labour('电池健康检测', 10000)]

// [id, carId, date, dealerId, mileage, type]
type Visit = [number, number, string, number, number, MaintenanceType]
const VISITS: Visit[] = [
  [101, 1, '2021-09-15', 8, 5100, 'routine'],
  [102, 1, '2022-03-10', 8, 10800, 'routine'],
  [103, 1, '2022-05-22', 6, 12500, 'recall'],
  [104, 1, '2022-09-08', 8, 16400, 'routine'],
  [105, 1, '2023-01-12', 8, 20300, 'warranty'],
  [106, 1, '2023-03-05', 8, 22000, 'routine'],
  [107, 1, '2023-07-19', 6, 25600, 'repair'],
  [108, 1, '2023-09-02', 8, 27900, 'routine'],
  // Due by 2024-03-02 (6 months after 108), 30 days of grace: late, so car 1 lost the lifetime warranty.
  [109, 1, '2024-05-10', 8, 34100, 'routine'],
  [110, 1, '2024-06-15', 8, 36200, 'repair'],
  [111, 1, '2024-09-10', 8, 39100, 'routine'],
  [112, 1, '2025-03-08', 6, 44800, 'routine'],
  [113, 1, '2025-06-20', 8, 47500, 'repair'],
  [114, 1, '2025-09-12', 8, 50200, 'routine'],
  [201, 2, '2024-06-10', 8, 9800, 'routine'],
  [202, 2, '2025-02-14', 8, 14100, 'repair'],
  [203, 2, '2025-06-05', 8, 17600, 'routine'],
  [401, 4, '2025-04-01', 4, 26000, 'routine'],
]
const ADVISORS = ['陈明', '刘洋', '赵静']

/** A visit with its items; the routes join the dealer's name and contact from the dealer rows. */
export interface VisitRow {
  id: number
  carId: number
  date: string
  dealerId: number
  mileage: number
  type: MaintenanceType
  items: MaintenanceItem[]
  amount: number
  advisorName: string
  /** The service order behind the visit, which the follow-up evaluation is about. */
  orderId: number
}

export const MAINTENANCE_VISITS: readonly VisitRow[] = VISITS.map(([id, carId, date, dealerId, mileage, type], i) => {
  const items = type === 'routine' && CAR_SERVICE_CARS.find((c) => c.id === carId)?.energy === 'electric' ? EV_ROUTINE : ITEMS[type]
  return {
    id, carId, date, dealerId, mileage, type, items,
    amount: items.reduce((sum, it) => sum + it.total, 0),
    advisorName: ADVISORS[i % ADVISORS.length],
    // 7xxx: apart from the service-progress orders (9xxx), which belong to other visits.
    orderId: 7000 + id,
  }
})
