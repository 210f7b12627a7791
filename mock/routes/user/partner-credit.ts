// How a referred customer earns their partner points, by the rule of types/api/user-partner.ts
// (PARTNER_STAGE_CREDITS, which the app mirrors): a friend's lead through the partner's scene
// adds a customer at stage lead; the dealer system (an admin route) moves them on to a test
// drive and a purchase, forward only. Reaching a stage credits the partner its points once: a
// ledger row naming the customer and the stage. The partner's figures are read from these rows
// (partner-views.ts), so nothing else is kept in step.
import { PARTNER_SOURCE_PREFIX, PARTNER_STAGE_CREDITS, PARTNER_STAGE_ORDER, type CustomerStage } from '../../../types/api/user-partner'
import { badRequest, conflict } from '../../core/api-error'
import { iso } from '../../core/time'
import { nextId, type Db } from '../../state/db'
import type { PartnerEarningRow, PartnerProfileRow } from '../../seed/partner'
import type { PartnerCustomerRow } from '../../seed/partner-customers'
import { partnerByScene } from '../lookup'
import { maskName } from './partner-views'

/** Why a customer at `from` cannot move to `to` (the same stage, or back), or null: forward by any number of stages (a purchase without a test drive). */
export function stageMoveRefusal(from: CustomerStage, to: CustomerStage): string | null {
  const step = PARTNER_STAGE_ORDER.indexOf(to) - PARTNER_STAGE_ORDER.indexOf(from)
  if (step === 0) return '客户已处于该阶段'
  if (step < 0) return '客户阶段只能向前推进，不能回退'
  return null
}

/** Credits `customer`'s partner for reaching `stage`, unless that was credited before (then null). */
export function creditStage(db: Db, customer: PartnerCustomerRow, stage: CustomerStage, now: number): PartnerEarningRow | null {
  if (db.partnerEarnings.some((e) => e.source?.customerId === customer.id && e.source.stage === stage)) return null
  const { action, points, reward } = PARTNER_STAGE_CREDITS[stage]
  const row: PartnerEarningRow = {
    id: nextId(db, 'partnerEarning'), accountId: customer.partnerId, title: `推荐客户 ${maskName(customer.name)} ${action}`,
    points, reward, at: iso(now), source: { customerId: customer.id, stage },
  }
  db.partnerEarnings.push(row)
  return row
}

/** The dealer system says the customer took a test drive or bought: 409 when not forward; the credit, or null when given before. */
export function moveCustomer(db: Db, customer: PartnerCustomerRow, stage: CustomerStage, now: number): PartnerEarningRow | null {
  const refusal = stageMoveRefusal(customer.stage, stage)
  if (refusal) throw conflict(refusal)
  customer.stage = stage
  customer.updatedAt = iso(now)
  return creditStage(db, customer, stage, now)
}

/** The partner a lead's source credits (`partner-<scene>`); undefined for any other source, 400 for an unknown scene. */
export function partnerOfSource(db: Db, source: string): PartnerProfileRow | undefined {
  if (!source.startsWith(PARTNER_SOURCE_PREFIX)) return undefined
  const partner = partnerByScene(db, source.slice(PARTNER_SOURCE_PREFIX.length))
  if (!partner) throw badRequest('推荐合伙人不存在，请确认分享链接')
  return partner
}

export interface SceneLead {
  name: string
  mobile: string
  vehicleTypeId: number
  cityCode: string
}

/**
 * A friend's lead through the partner's scene: a customer at stage lead, credited once. The same
 * friend (by mobile) again, for another model, is the customer the partner has already.
 */
export function referLead(db: Db, partner: PartnerProfileRow, lead: SceneLead, now: number): PartnerCustomerRow {
  const known = db.partnerCustomers.find((c) => c.partnerId === partner.accountId && c.mobile === lead.mobile)
  if (known) return known
  const at = iso(now)
  const row: PartnerCustomerRow = {
    id: nextId(db, 'partnerCustomer'), partnerId: partner.accountId, name: lead.name.trim(), mobile: lead.mobile,
    vehicleTypeId: lead.vehicleTypeId, cityCode: lead.cityCode, stage: 'lead', createdAt: at, updatedAt: at,
  }
  db.partnerCustomers.push(row)
  creditStage(db, row, 'lead', now)
  return row
}
