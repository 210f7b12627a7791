import { PARTNER_STAGE_CREDITS } from '@/features/partner/constants'
import { days, iso } from '../../../../mock/core/time'
import { moveCustomer, partnerOfSource, referLead, stageMoveRefusal } from '../../../../mock/routes/user/partner-credit'
import { customerCounts, customersOf, earningsView, partnerOf, profileView } from '../../../../mock/routes/user/partner-views'
import { buildSeed } from '../../../../mock/seed'
import type { Db } from '../../../../mock/state/db'

// The dev API server credits a partner by the app's rule (the constants the app mirrors): each
// stage a referred customer reaches earns its points once, a ledger row naming the customer and
// the stage; every figure of the centre is read from those rows. (Pure: the server's functions on
// a seeded store.)

const NOW = Date.parse('2026-12-15T10:00:00+08:00')
const SUN = 8103 // 孙悦, the dev user's customer at stage lead
let db: Db
beforeEach(() => {
  db = buildSeed(NOW)
})

const customer = (id: number) => db.partnerCustomers.find((c) => c.id === id)!
const centre = (at = NOW) => {
  const partner = partnerOf(db, 1)!
  const counts = customerCounts(customersOf(db, partner))
  return { counts, earnings: earningsView(db, 1, at), profile: profileView(db, partner, counts.purchase) }
}

test('forward only: any number of stages on, never the same or back', () => {
  expect(stageMoveRefusal('lead', 'testDrive')).toBeNull()
  expect(stageMoveRefusal('lead', 'purchase')).toBeNull()
  expect(stageMoveRefusal('testDrive', 'purchase')).toBeNull()
  expect(stageMoveRefusal('testDrive', 'testDrive')).toBe('客户已处于该阶段')
  expect(stageMoveRefusal('purchase', 'testDrive')).toBe('客户阶段只能向前推进，不能回退')
  expect(stageMoveRefusal('testDrive', 'lead')).toBe('客户阶段只能向前推进，不能回退')
})

test('a test drive, then a purchase: each credits its points once, titled with the customer, and the figures follow', () => {
  const before = centre()
  const drove = moveCustomer(db, customer(SUN), 'testDrive', NOW)
  expect(drove).toMatchObject({ accountId: 1, title: '推荐客户 孙* 完成试驾', points: 200, reward: null, at: iso(NOW), source: { customerId: SUN, stage: 'testDrive' } })
  expect(customer(SUN)).toMatchObject({ stage: 'testDrive', updatedAt: iso(NOW) })
  const after = centre()
  expect(after.earnings.pointsTotal).toBe(before.earnings.pointsTotal + 200)
  expect(after.earnings.pointsThisMonth).toBe(before.earnings.pointsThisMonth + 200)
  expect(after.counts).toEqual({ lead: before.counts.lead - 1, testDrive: before.counts.testDrive + 1, purchase: before.counts.purchase })
  expect(after.earnings.recent[0]).toEqual({ title: '推荐客户 孙* 完成试驾', points: 200, reward: null, at: iso(NOW), source: { customerId: SUN, stage: 'testDrive' } })

  const bought = moveCustomer(db, customer(SUN), 'purchase', NOW + 1000)
  expect(bought).toMatchObject({ title: '推荐客户 孙* 购车成交', points: PARTNER_STAGE_CREDITS.purchase.points, reward: '保养券 ×2' })
  const end = centre(NOW + 1000)
  expect(end.earnings.pointsTotal).toBe(before.earnings.pointsTotal + 2200)
  expect(end.earnings.rewardsTotal).toBe(before.earnings.rewardsTotal + 1)
  expect(end.earnings.rewardsThisMonth).toBe(before.earnings.rewardsThisMonth + 1)
  expect(end.profile.deals).toBe(before.profile.deals + 1)

  // Again, or back: refused, and nothing more credited.
  expect(() => moveCustomer(db, customer(SUN), 'purchase', NOW + 2000)).toThrow('客户已处于该阶段')
  expect(() => moveCustomer(db, customer(SUN), 'testDrive', NOW + 2000)).toThrow('客户阶段只能向前推进，不能回退')
  expect(centre(NOW + 2000).earnings.pointsTotal).toBe(end.earnings.pointsTotal)
  expect(db.partnerEarnings.filter((e) => e.source?.customerId === SUN).map((e) => e.source!.stage)).toEqual(['lead', 'testDrive', 'purchase'])
})

test('a stage the seed ledger already credited is not credited again (刘*洋 drove before: only the purchase pays)', () => {
  db.partnerCustomers.find((c) => c.id === 8101)!.stage = 'lead'
  const total = centre().earnings.pointsTotal
  expect(moveCustomer(db, customer(8101), 'testDrive', NOW)).toBeNull()
  expect(centre().earnings.pointsTotal).toBe(total)
  expect(moveCustomer(db, customer(8101), 'purchase', NOW)?.points).toBe(2000)
})

test('the tier follows the purchases: 15 deals make the dev user 金牌', () => {
  expect(centre().profile).toMatchObject({ tierName: '银牌', deals: 7, nextTierDeals: 15 })
  const open = db.partnerCustomers.filter((c) => c.partnerId === 1 && c.stage !== 'purchase').slice(0, 8)
  open.forEach((c, i) => moveCustomer(db, c, 'purchase', NOW + i))
  expect(centre().profile).toMatchObject({ tier: 3, tierName: '金牌', deals: 15, nextTierDeals: null })
})

test("this month's figures count only this China month's credits", () => {
  // A credit at 23:30 on the last day of the month in China counts for that month.
  const lastEvening = Date.parse('2026-12-31T23:30:00+08:00')
  moveCustomer(db, customer(SUN), 'testDrive', lastEvening)
  const december = earningsView(db, 1, lastEvening)
  const january = earningsView(db, 1, lastEvening + days(1))
  expect(december.pointsTotal).toBe(january.pointsTotal)
  expect(january.pointsThisMonth).toBe(0)
  expect(december.pointsThisMonth).toBeGreaterThanOrEqual(200)
})

test("a friend's lead through the scene: a new customer at stage lead, credited 50 once; the same friend again adds nothing", () => {
  const partner = partnerOfSource(db, 'partner-p8k2m4x7q1')!
  expect(partner.accountId).toBe(1)
  expect(partnerOfSource(db, 'mine')).toBeUndefined()
  expect(() => partnerOfSource(db, 'partner-aaaabbbbcc')).toThrow('推荐合伙人不存在，请确认分享链接')

  const before = centre()
  const friend = { name: ' 钱多多 ', mobile: '13566667777', vehicleTypeId: 2, cityCode: '110100' }
  const row = referLead(db, partner, friend, NOW)
  expect(row).toMatchObject({ partnerId: 1, name: '钱多多', stage: 'lead', createdAt: iso(NOW) })
  expect(customersOf(db, partner)[0]).toMatchObject({ id: row.id, name: '钱*多', mobile: '135****7777', stage: 'lead', cityName: '北京市' })
  expect(centre().earnings.recent[0]).toMatchObject({ title: '推荐客户 钱*多 留资', points: 50, source: { customerId: row.id, stage: 'lead' } })
  expect(centre().earnings.pointsTotal).toBe(before.earnings.pointsTotal + 50)

  expect(referLead(db, partner, { ...friend, vehicleTypeId: 5 }, NOW + 1000).id).toBe(row.id)
  expect(centre().counts.lead).toBe(before.counts.lead + 1)
  expect(centre().earnings.pointsTotal).toBe(before.earnings.pointsTotal + 50)
})
