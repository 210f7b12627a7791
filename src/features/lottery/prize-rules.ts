import type { LotteryRecord } from '@api/activity'

// What becomes of a prize after the draw: the rules the dev API server keeps and the screens
// state, decided once here. Pure and without imports but types: the server imports this file by
// path (mock/routes/activity/lottery*.ts, mock/admin/lottery.ts), as it does the order pricing.
//
// A physical prize: 待领取 (1) -> claimed to an address, 待发货 (2) -> shipped with a carrier and a
// tracking number, 待收货 (5) -> 已收货 (3) when the user confirms or AUTO_RECEIVE_DAYS after the
// shipping. Left unclaimed past its claim deadline (CLAIM_DAYS after the draw) it is 已失效 (4),
// with EXPIRED_REASON. Points and code prizes are issued at the draw (3); a code works until its
// `validUntil`, CLAIM_DAYS after the draw. A draw that won nothing is 0.

export const PRIZE_TYPE = { none: 0, physical: 1, points: 2, coupon: 3 } as const
/** The same codes as types/api/activity-lottery.ts's (tests/unit/features/lottery/prize-rules.test.ts keeps them equal). */
export const RECORD_STATUS = { none: 0, toClaim: 1, toShip: 2, received: 3, expired: 4, shipped: 5 } as const

/** A physical prize is claimed, and a code works, within this many days of the draw. */
export const CLAIM_DAYS = 30
/** A shipped prize confirms itself this many days after it was shipped. */
export const AUTO_RECEIVE_DAYS = 7
/** Why a prize left unclaimed past its deadline expired. */
export const EXPIRED_REASON = '超过领取期限未领取'

/** The rules as the records screen shows them. */
export const PRIZE_RULE_TEXT = `实物奖品请在中奖后 ${CLAIM_DAYS} 天内填写收货地址领取，逾期视为放弃；发货后 ${AUTO_RECEIVE_DAYS} 天未确认收货的，系统自动确认收货。`

const DAY_MS = 24 * 3600 * 1000

/** The claim deadline of a prize drawn at `drawAt` (ms). */
export const claimDeadline = (drawAt: number): number => drawAt + CLAIM_DAYS * DAY_MS

/** When a prize shipped at `shippedAt` confirms itself (ms). */
export const autoReceiveTime = (shippedAt: string): number => Date.parse(shippedAt) + AUTO_RECEIVE_DAYS * DAY_MS

type Settling = Pick<LotteryRecord, 'status' | 'validUntil' | 'shippedAt'>

/** Whether the record, still to claim, is past its claim deadline at `now`. */
export const pastClaimDeadline = (r: Settling, now: number): boolean =>
  r.status === RECORD_STATUS.toClaim && r.validUntil !== null && now > Date.parse(r.validUntil)

/** Whether the record, shipped, has confirmed itself by `now`. */
export const pastAutoReceive = (r: Settling, now: number): boolean =>
  r.status === RECORD_STATUS.shipped && r.shippedAt !== null && now >= autoReceiveTime(r.shippedAt)

/** The state a record is in at `now`, time's steps applied (expired, received by itself). */
export function settledStatus(r: Settling, now: number): number {
  if (pastClaimDeadline(r, now)) return RECORD_STATUS.expired
  if (pastAutoReceive(r, now)) return RECORD_STATUS.received
  return r.status
}

/** A code prize's code no longer works at `now`. */
export const codeLapsed = (r: Pick<LotteryRecord, 'code' | 'validUntil'>, now: number): boolean =>
  r.code !== null && r.validUntil !== null && now > Date.parse(r.validUntil)
