// Service orders (service progress screens). The dev user (1) has 14: two in progress at
// different steps (the one under repair has photos), twelve handed over, so the list has a
// page 2 at 10 a page. User 2 has two that user 1 must never see.
import type { ServiceOrder, ServiceStep } from '../../types/api/service-order'
import { SERVICE_STEP_NAMES } from '../../types/api/service-order'
import type { DealerRow } from '../state/db'
import { days, hours, iso } from '../core/time'
import { CAR_SERVICE_CARS } from './car-service'
import { img } from './img'

export type ServiceOrderRow = ServiceOrder & { accountId: number }

// The same cars as the maintenance history (one car seed for every owner screen).
const carOf = (id: number) => {
  const car = CAR_SERVICE_CARS.find((c) => c.id === id)!
  return { plateNo: car.plate, modelName: car.model }
}
const CARS = { fuel: carOf(1), ev: carOf(2), other: carOf(4) }

const ADVISORS = [['刘建国', '13911112222'], ['陈思雨', '13922223333'], ['周明', '13933334444']] as const
const TYPES = ['常规保养', '故障维修', '钣金喷漆', '轮胎更换', '空调检修']

type Seed = [id: number, accountId: number, car: keyof typeof CARS, dealerId: number, type: number, daysAgo: number, reached: number[]]

const FULL = [1, 2, 4, 5, 6, 7]
const WITH_PARTS = [1, 2, 3, 4, 5, 6, 7]

const seeds: Seed[] = [
  // In progress: under repair after waiting for parts (photos), and just received.
  [9001, 1, 'fuel', 1, 1, 1, [1, 2, 3, 4]],
  [9002, 1, 'ev', 6, 0, 0, [1]],
  ...Array.from({ length: 12 }, (_, i): Seed => [9003 + i, 1, i % 2 ? 'ev' : 'fuel', i % 2 ? 6 : 2, (i + 2) % TYPES.length, 20 + i * 25, i % 4 === 1 ? WITH_PARTS : FULL]),
  // Someone else's.
  [9101, 2, 'other', 4, 1, 2, [1, 2]],
  [9102, 2, 'other', 4, 0, 90, FULL],
]

/** What the workshop photographs at a step, for the orders that have pictures. */
const PHOTOS: Record<number, string[]> = { 2: ['底盘检查', '故障码读取'], 4: ['更换前刹车片', '更换后'] }
const NOTES: Record<number, string> = { 1: '车辆已进店，外观与里程已登记', 2: '技师检测中', 3: '配件已下单，预计 1 天到店', 4: '技师维修中', 5: '质检员复检', 6: '车辆已洗车，可到店取车', 7: '车辆已交付' }

export function serviceStep(code: number, time: number, photos: string[] = []): ServiceStep {
  return { code, name: SERVICE_STEP_NAMES[code - 1], time: iso(time), note: NOTES[code], photos }
}

function order([id, accountId, car, dealerId, type, daysAgo, reached]: Seed, now: number, dealers: DealerRow[]): ServiceOrderRow {
  const dealer = dealers.find((d) => d.id === dealerId)!
  const [advisorName, advisorPhone] = ADVISORS[id % ADVISORS.length]
  const received = now - days(daysAgo) - hours(3)
  const withPhotos = id === 9001
  const steps = reached.map((code, i) =>
    serviceStep(code, received + hours(i * 2), withPhotos && PHOTOS[code] ? PHOTOS[code].map((t, k) => img('covers', `service-${id}-${code}-${k}`, t)) : []))
  const current = reached[reached.length - 1]
  const finished = current === SERVICE_STEP_NAMES.length
  return {
    id, accountId, ...CARS[car],
    orderNo: `WX${iso(received).slice(0, 10).replace(/-/g, '')}${String(id).slice(-4)}`,
    dealerName: dealer.dealerName, dealerPhone: dealer.phone, dealerAddress: dealer.address, plan: [...SERVICE_STEP_NAMES],
    serviceType: TYPES[type], advisorName, advisorPhone,
    status: finished ? 2 : 1, currentStep: current, currentStepName: SERVICE_STEP_NAMES[current - 1],
    receivedAt: iso(received),
    estimatedPickupAt: finished ? null : iso(received + days(1) + hours(6)),
    steps,
  }
}

export function seedServiceOrders(now: number, dealers: DealerRow[]): ServiceOrderRow[] {
  return seeds.map((s) => order(s, now, dealers))
}
