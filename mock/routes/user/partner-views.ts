// What the partner routes share: rows to answers (profile with its tier by deals, earnings by
// month, customers masked). Every figure is read from the rows at each request: the customers
// (a friend's lead through the partner's scene adds one, the dealer system moves them on) and
// the ledger their stages credited (partner-credit.ts), so the totals, this month's figures, the
// stages and the tier always agree.
import type { CustomerStage, PartnerApplication, PartnerCredit, PartnerEarnings, PartnerProfile, ReferredCustomer } from '../../../types/api/user-partner'
import { chinaDay } from '../../core/time'
import type { Db } from '../../state/db'
import { PARTNER_TIERS, type PartnerApplicationRow, type PartnerEarningRow, type PartnerProfileRow } from '../../seed/partner'
import type { PartnerCustomerRow } from '../../seed/partner-customers'
import { maskMobile, regionByCode, userById } from '../lookup'

export { PARTNER_BASE as BASE } from '../../../types/api/user-partner'

export const partnerOf = (db: Db, accountId: number) => db.partnerProfiles.find((p) => p.accountId === accountId)

/** My latest application (the newest id), if any. */
export const latestApplication = (db: Db, accountId: number) =>
  db.partnerApplications.filter((a) => a.accountId === accountId).sort((a, b) => b.id - a.id)[0]

export const applicationView = ({ accountId: _a, ...rest }: PartnerApplicationRow): PartnerApplication => rest

/** 王*明, 孙*, 欧阳*华: the first and last character stay, one star per hidden one (at least one). */
export const maskName = (name: string) => {
  const chars = [...name.trim()]
  if (chars.length <= 2) return `${chars[0] ?? ''}*`
  return `${chars[0]}${'*'.repeat(chars.length - 2)}${chars[chars.length - 1]}`
}

/** A customer as their partner sees them: name and mobile masked, the model and the city by name. */
export const customerView = (db: Db, c: PartnerCustomerRow): ReferredCustomer => ({
  id: c.id, name: maskName(c.name), mobile: maskMobile(c.mobile), stage: c.stage, createdAt: c.createdAt, updatedAt: c.updatedAt,
  vehicleTypeName: db.vehicleTypes.find((v) => v.id === c.vehicleTypeId)?.name ?? '',
  cityName: regionByCode(db, c.cityCode)?.regionName ?? '',
})

/** Every customer credited to a partner, newest first (seeded, or a friend's lead through their scene). */
export function customersOf(db: Db, partner: PartnerProfileRow): ReferredCustomer[] {
  return db.partnerCustomers
    .filter((c) => c.partnerId === partner.accountId)
    .map((c) => customerView(db, c))
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id)
}

export function customerCounts(list: ReferredCustomer[]): Record<CustomerStage, number> {
  const count = (stage: CustomerStage) => list.filter((c) => c.stage === stage).length
  return { lead: count('lead'), testDrive: count('testDrive'), purchase: count('purchase') }
}

export function profileView(db: Db, row: PartnerProfileRow, deals: number): PartnerProfile {
  const user = userById(db, row.accountId)
  const at = PARTNER_TIERS.filter((t) => t.deals <= deals).pop() ?? PARTNER_TIERS[0]
  const next = PARTNER_TIERS.find((t) => t.tier === at.tier + 1)
  return {
    displayName: user.displayName, avatarUrl: user.avatarUrl, tier: at.tier, tierName: at.name, nextTierDeals: next?.deals ?? null,
    deals, joinedAt: row.joinedAt, sceneId: row.sceneId,
  }
}

export const creditView = ({ title, points, reward, at, source }: PartnerEarningRow): PartnerCredit => ({ title, points, reward, at, source })

/** This month (China calendar) and in total; the 6 newest credits. */
export function earningsView(db: Db, accountId: number, now: number): PartnerEarnings {
  const rows = db.partnerEarnings.filter((e) => e.accountId === accountId).sort((a, b) => b.at.localeCompare(a.at) || b.id - a.id)
  const month = chinaDay(now).slice(0, 7)
  const thisMonth = rows.filter((e) => chinaDay(Date.parse(e.at)).slice(0, 7) === month)
  const points = (list: typeof rows) => list.reduce((n, e) => n + e.points, 0)
  const rewards = (list: typeof rows) => list.filter((e) => e.reward !== null).length
  return {
    pointsThisMonth: points(thisMonth), pointsTotal: points(rows), rewardsThisMonth: rewards(thisMonth), rewardsTotal: rewards(rows),
    recent: rows.slice(0, 6).map(creditView),
  }
}
