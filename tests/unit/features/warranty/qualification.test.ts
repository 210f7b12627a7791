import type { RoutineVisit, WarrantyCar } from '@api/warranty'
import { deadlineAfter, qualify, type Verdict } from '@/features/warranty/qualification'
import { nextText, reasonText } from '@/features/warranty/texts'

const rules = { graceDays: 30, graceKm: 1000, mileageLimitKm: 200000 }
const visit = (date: string, mileage: number): RoutineVisit => ({ date, mileage })

// A first owner's fuel car, 6 months or 10000 km between routine visits, each on time.
const ON_TIME = [visit('2023-03-05', 9000), visit('2023-09-02', 17900)]
function car(over: Partial<WarrantyCar> = {}): WarrantyCar {
  return {
    carId: 1, plate: '粤B·12345', model: '远航 L6', purchaseDate: '2022-09-20', firstOwner: true, firstRegisteredOn: null,
    mileage: 20000, plan: { intervalMonths: 6, intervalKm: 10000 }, routines: ON_TIME, ...over,
  }
}

const reasons = (v: Verdict) => (v.status === 'lost' ? v.reasons.map((r) => reasonText(r, rules)) : [])

describe('qualifies', () => {
  test('every routine visit on time and the next one not yet due: qualified, with the next deadline', () => {
    const v = qualify(car(), rules, '2023-12-01')
    expect(v).toMatchObject({ status: 'qualified', next: { dueDate: '2024-03-02', lastDay: '2024-04-01', dueKm: 27900, maxKm: 28900 } })
    if (v.status !== 'qualified') throw new Error('expected qualified')
    expect(nextText(v.next, rules)).toBe('2023-09-02 保养（17900 km）后，请在 2024-03-02 或 27900 km 前完成下次保养，以先到者为准（允许延后 30 天或超出 1000 km）')
  })

  test('a new car before its first maintenance is due qualifies, pending; the interval counts from the purchase at 0 km', () => {
    const v = qualify(car({ purchaseDate: '2025-10-08', mileage: 800, routines: [] }), rules, '2025-11-27')
    expect(v).toMatchObject({ status: 'pending', next: { from: { kind: 'purchase', date: '2025-10-08', mileage: 0 }, dueDate: '2026-04-08', dueKm: 10000 } })
    if (v.status !== 'pending') throw new Error('expected pending')
    expect(nextText(v.next, rules)).toBe('2025-10-08 购车后，请在 2026-04-08 或 10000 km 前完成首次保养，以先到者为准（允许延后 30 天或超出 1000 km）')
  })

  test('visits come in any order; an early visit restarts the interval; visits before the purchase do not count', () => {
    const routines = [visit('2023-09-02', 17900), visit('2022-01-01', 100), visit('2023-06-01', 12000), visit('2023-03-05', 9000)]
    expect(qualify(car({ routines }), rules, '2023-12-01')).toMatchObject({ status: 'qualified', next: { dueDate: '2024-03-02' } })
  })
})

describe('a routine maintenance missed', () => {
  test('a visit after the grace days: lost, with the deciding days', () => {
    const v = qualify(car({ routines: [...ON_TIME, visit('2024-05-10', 24100)], mileage: 26000 }), rules, '2024-06-01')
    expect(v.status).toBe('lost')
    expect(reasons(v)).toEqual(['未按时保养：2023-09-02 保养后，应在 2024-03-02 前完成下次保养（允许延后 30 天），实际 2024-05-10'])
  })

  test('boundary days: a visit on the last day of grace is on time, the next day is not', () => {
    expect(qualify(car({ routines: [...ON_TIME, visit('2024-04-01', 23000)] }), rules, '2024-05-01').status).toBe('qualified')
    expect(qualify(car({ routines: [...ON_TIME, visit('2024-04-02', 23000)] }), rules, '2024-05-01').status).toBe('lost')
  })

  test('boundary days with no visit: still open on the last day of grace, lost the day after', () => {
    expect(qualify(car(), rules, '2024-04-01').status).toBe('qualified')
    const v = qualify(car(), rules, '2024-04-02')
    expect(reasons(v)).toEqual(['未按时保养：2023-09-02 保养后，应在 2024-03-02 前完成下次保养（允许延后 30 天），至今（2024-04-02）未保养'])
  })

  test('a new car whose first maintenance never came: lost, counted from the purchase', () => {
    const v = qualify(car({ purchaseDate: '2025-10-08', mileage: 3000, routines: [] }), rules, '2026-05-09')
    expect(reasons(v)).toEqual(['未按时保养：2025-10-08 购车后，应在 2026-04-08 前完成首次保养（允许延后 30 天），至今（2026-05-09）未保养'])
  })

  test('by km: a visit at the last km of grace is on time, one km more is not', () => {
    expect(qualify(car({ routines: [...ON_TIME, visit('2024-01-10', 28900)], mileage: 29000 }), rules, '2024-02-01').status).toBe('qualified')
    const v = qualify(car({ routines: [...ON_TIME, visit('2024-01-10', 28901)], mileage: 29000 }), rules, '2024-02-01')
    expect(reasons(v)).toEqual(['未按时保养：2023-09-02 保养（17900 km）后，应在 27900 km 前完成下次保养（允许超出 1000 km），实际 2024-01-10 保养时已 28901 km'])
  })

  test('by km with no visit: the odometer past the last km of grace', () => {
    expect(qualify(car({ mileage: 28900 }), rules, '2023-12-01').status).toBe('qualified')
    expect(reasons(qualify(car({ mileage: 28901 }), rules, '2023-12-01'))).toEqual([
      '未按时保养：2023-09-02 保养（17900 km）后，应在 27900 km 前完成下次保养（允许超出 1000 km），当前已 28901 km 仍未保养',
    ])
  })

  test('the first miss is the one given: that is when the warranty ended', () => {
    const routines = [...ON_TIME, visit('2024-05-10', 24100), visit('2025-06-01', 30000)]
    const v = qualify(car({ routines, mileage: 31000 }), rules, '2025-07-01')
    expect(v.status === 'lost' && v.reasons).toEqual([expect.objectContaining({ kind: 'missed-maintenance', late: visit('2024-05-10', 24100) })])
  })
})

describe('not the first owner, over the mileage limit', () => {
  test('a used car: lost, with its registration and transfer days; its maintenance is not judged', () => {
    const v = qualify(car({ firstOwner: false, firstRegisteredOn: '2022-04-16', purchaseDate: '2023-06-02', routines: [] }), rules, '2026-01-01')
    expect(reasons(v)).toEqual(['非首任车主：本车 2022-04-16 首次登记，2023-06-02 转入你的名下，终身质保仅限首任车主'])
  })

  test('a used car without its registration day still says when it became yours', () => {
    const v = qualify(car({ firstOwner: false }), rules, '2023-12-01')
    expect(reasons(v)).toEqual(['非首任车主：本车 2022-09-20 转入你的名下，终身质保仅限首任车主'])
  })

  test('the mileage limit itself is allowed, one km more is not', () => {
    // A heavy driver on a plan with a long km interval, every visit on time.
    const plan = { intervalMonths: 6, intervalKm: 150000 }
    const heavy = { plan, routines: [visit('2023-03-05', 100000), visit('2023-09-02', 190000)] }
    expect(qualify(car({ ...heavy, mileage: 200000 }), rules, '2023-12-01').status).toBe('qualified')
    expect(reasons(qualify(car({ ...heavy, mileage: 200001 }), rules, '2023-12-01'))).toEqual(['里程超限：当前 200001 km，超过 200000 km 的上限'])
  })

  test('every reason that applies is given, ownership first', () => {
    const v = qualify(car({ firstOwner: false, mileage: 250000 }), rules, '2023-12-01')
    expect(v.status === 'lost' && v.reasons.map((r) => r.kind)).toEqual(['not-first-owner', 'over-mileage'])
    const w = qualify(car({ mileage: 250000 }), rules, '2023-12-01')
    expect(w.status === 'lost' && w.reasons.map((r) => r.kind)).toEqual(['over-mileage', 'missed-maintenance'])
  })
})

test('a deadline adds the plan\'s months on the calendar and the grace after it', () => {
  const d = deadlineAfter({ kind: 'maintenance', date: '2025-08-31', mileage: 5000 }, { intervalMonths: 6, intervalKm: 10000 }, rules)
  expect(d).toMatchObject({ dueDate: '2026-02-28', lastDay: '2026-03-30', dueKm: 15000, maxKm: 16000 })
})
