import { addMonths, nextMaintenance, nextMaintenanceText } from '@/features/maintenance/next-maintenance'

const plan = { intervalMonths: 6, intervalKm: 10000, dailyKm: 40 }
const last = { date: '2025-09-01', mileage: 30000 }

test('due by date when the km interval is further away at the average daily mileage', () => {
  // 8000 km left at 40 km a day is 200 days, after 2026-03-01.
  const next = nextMaintenance(last, plan, 32000, '2025-10-01')
  expect(next).toEqual({ dueDate: '2026-03-01', dueKm: 40000, first: 'date', overdue: false })
  expect(nextMaintenanceText(next)).toBe('下次保养：2026-03-01 或 40000 km，以先到者为准')
})

test('due by mileage when a heavy driver reaches the km first', () => {
  // 2000 km left at 100 km a day is 20 days.
  expect(nextMaintenance(last, { ...plan, dailyKm: 100 }, 38000, '2025-10-01')).toMatchObject({ first: 'mileage', overdue: false })
})

test('overdue on the due day, and once the due mileage is reached', () => {
  expect(nextMaintenance(last, plan, 32000, '2026-02-28').overdue).toBe(false)
  expect(nextMaintenance(last, plan, 32000, '2026-03-01').overdue).toBe(true)
  expect(nextMaintenance(last, plan, 40000, '2025-10-01')).toMatchObject({ first: 'mileage', overdue: true })
})

test('a car not driven is due by date', () => {
  expect(nextMaintenance(last, { ...plan, dailyKm: 0 }, 30000, '2025-10-01').first).toBe('date')
})

test('months are added on the calendar, the 31st becoming the last day of a shorter month', () => {
  expect(addMonths('2025-08-31', 6)).toBe('2026-02-28')
  expect(addMonths('2025-12-15', 1)).toBe('2026-01-15')
  expect(addMonths('2024-02-29', 12)).toBe('2025-02-28')
})
