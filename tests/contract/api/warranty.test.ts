// The lifetime warranty calls of src/features/warranty/api.ts against the dev API server, and the
// app's rule on the seeded cars: each outcome shows among the dev user's cars.
import { Value } from '@sinclair/typebox/value'
import { WarrantyCarsSchema, WarrantyTermsSchema } from '@api/warranty'
import { clearSession, setToken } from '@/core/session'
import { getWarrantyCars, getWarrantyTerms } from '@/features/warranty/api'
import { qualify } from '@/features/warranty/qualification'
import { reasonText } from '@/features/warranty/texts'
import { setupApiServer } from '../support/api-server'

setupApiServer()

test('the terms: covered parts, conditions, exclusions, and the numbers the conditions state; public', async () => {
  clearSession()
  const terms = await getWarrantyTerms()
  expect(Value.Check(WarrantyTermsSchema, terms)).toBe(true)
  expect(terms.sections.map((s) => s.key)).toEqual(['coverage', 'conditions', 'exclusions'])
  expect(terms.rules).toEqual({ graceDays: 30, graceKm: 1000, mileageLimitKm: 200000 })
  const conditions = terms.sections[1].html
  expect(conditions).toContain('首任车主')
  expect(conditions).toContain(`${terms.rules.graceDays} 天`)
  expect(conditions).toContain(`${terms.rules.mileageLimitKm} km`)
})

test('my cars\' facts: owner, mileage, plan and routine visits oldest first; judged on the server\'s day', async () => {
  const { today, cars } = await getWarrantyCars()
  expect(Value.Check(WarrantyCarsSchema, { today, cars })).toBe(true)
  expect(Math.abs(Date.parse(today) - Date.now())).toBeLessThan(2 * 86_400_000)
  expect(cars.map((c) => [c.carId, c.firstOwner])).toEqual([[1, true], [2, false], [3, true]])
  const first = cars[0]
  expect(first.routines).toHaveLength(9)
  expect(first.routines.map((r) => r.date)).toEqual(first.routines.map((r) => r.date).slice().sort())
  expect(first.routines).toContainEqual({ date: '2024-05-10', mileage: 34100 })
  expect(cars[1].firstRegisteredOn).toBe('2022-04-16')
  expect(cars[2].routines).toEqual([])
})

test('the seeded cars show every outcome: a missed maintenance, not the first owner, a new car pending', async () => {
  const { rules } = await getWarrantyTerms()
  const { today, cars } = await getWarrantyCars()
  const [missed, used, fresh] = cars.map((c) => qualify(c, rules, today))
  expect(missed.status === 'lost' && missed.reasons.map((r) => reasonText(r, rules))).toEqual([
    '未按时保养：2023-09-02 保养后，应在 2024-03-02 前完成下次保养（允许延后 30 天），实际 2024-05-10',
  ])
  expect(used.status === 'lost' && used.reasons.map((r) => r.kind)).toEqual(['not-first-owner'])
  expect(fresh).toMatchObject({ status: 'pending', next: { from: { kind: 'purchase' } } })
})

test('another user sees only their own car; a guest is refused the cars', async () => {
  setToken('dev-token-2')
  expect((await getWarrantyCars()).cars.map((c) => c.carId)).toEqual([4])
  clearSession()
  await expect(getWarrantyCars()).rejects.toMatchObject({ status: 401 })
})
