import type { Page } from '@api/common'
import type { DrawResult, DrawTimes, LotteryActivity, LotteryPageInfo, LotteryRecord, LotteryRecordQuery, Prize } from '@api/activity'
import { AREA, afterWrite } from '@/core/query'
import { request } from '@/core/request'
import { USER_AREA } from '@/entities/user'

// The lottery (domain activity): spec §7's pageInfo and queryDrawTimes, plus the prizes, the
// draw, my records and claiming a physical prize that the dev API server answers in their style.
const BASE = '/api/v1/activity/app/lottery'

/** The activity (with its `gameType`) and its prizes; `tenantId=0` exactly as spec §7 sends it. */
export function getLotteryPage(activityId: number): Promise<LotteryPageInfo> {
  return request<LotteryPageInfo>({ domain: 'activity', path: `${BASE}/pageInfo`, query: { activityId, tenantId: 0 }, auth: false })
}

/** The lotteries running now, the one ending first first: the entries on mine, sign-in and the car tab. */
export function getRunningLotteries(): Promise<LotteryActivity[]> {
  return request<LotteryActivity[]>({ domain: 'activity', path: `${BASE}/running`, auth: false })
}

/** My draws of an activity today (spec §7): total, used, remaining, where they came from and when they renew. */
export function getDrawTimes(activityId: number): Promise<DrawTimes> {
  return request<DrawTimes>({ domain: 'activity', path: `${BASE}/queryDrawTimes`, query: { activityId } })
}

export function getPrizes(activityId: number): Promise<Prize[]> {
  return request<Prize[]>({ domain: 'activity', path: `${BASE}/prizes`, query: { activityId }, auth: false })
}

/** One prize with how it is claimed (`claimNote`) and its `validity`. */
export function getPrize(prizeId: number): Promise<Prize> {
  return request<Prize>({ domain: 'activity', path: `${BASE}/prizes/${prizeId}`, auth: false })
}

/**
 * One draw: the server picks the prize and answers the record and the draws left. The draw
 * count, my records and the points (a points prize) change, so every read of them is marked.
 * Once per `requestId` (letters and digits, 8 to 64): a retry after a lost answer sends the same
 * one and gets the first draw back, nothing drawn twice.
 * Refusals (toasted): 活动尚未开始 / 活动已结束 (400), 抽奖次数已用完 (409, beyond today's draws).
 */
export function drawOnce(activityId: number, requestId?: string): Promise<DrawResult> {
  return afterWrite(request<DrawResult>({ domain: 'activity', method: 'POST', path: `${BASE}/draw`, data: { activityId, requestId } }), AREA.lottery, USER_AREA)
}

/** My records, newest first; without `activityId` those of every activity. */
export function getLotteryRecords(query: LotteryRecordQuery): Promise<Page<LotteryRecord>> {
  return request<Page<LotteryRecord>>({ domain: 'activity', path: `${BASE}/records`, query })
}

/**
 * Claims a physical prize to one of my addresses: it moves to 待发货 with the address (the same
 * address again, a retry, answers the same record). Refusals (toasted): 该奖品已领取，请勿重复领取 and
 * 已超过领取期限，奖品已失效 (409), 该奖品无需填写收货地址 (400), 收货地址不存在 (404).
 */
export function claimPrize(recordId: number, addressId: number): Promise<LotteryRecord> {
  return afterWrite(request<LotteryRecord>({ domain: 'activity', method: 'POST', path: `${BASE}/records/${recordId}/claim`, data: { addressId } }), AREA.lottery)
}

/**
 * Confirms a shipped prize arrived: it moves to 已收货. Safe to repeat (a confirmed one answers as
 * it is). Refusals (toasted): 奖品尚未发货，暂不能确认收货 and the like (409), 中奖记录不存在 (404,
 * also for another user's record).
 */
export function confirmReceipt(recordId: number): Promise<LotteryRecord> {
  return afterWrite(request<LotteryRecord>({ domain: 'activity', method: 'POST', path: `${BASE}/records/${recordId}/receive` }), AREA.lottery)
}
