import type {
  ApplicationBody, ChargingApplication, ChargingCar, ChargingNotice, ChargingOrder, ChargingOrderKind, ChargingOrderQuery,
  ChargingPile, ChargingRatingDetail, ChargingRatingResult, RepairBody, RepairReport,
} from '@api/charging'
import type { Page } from '@api/common'
import type { EvaluationInput } from '@api/evaluation'
import { AREA, afterWrite } from '@/core/query'
import { request } from '@/core/request'

// Home charging piles live under the lead domain (spec §7 style, /web/charging/...).
const BASE = '/web/charging'

/** The installation notice (rich text); public. */
export function getChargingNotice(): Promise<ChargingNotice> {
  return request<ChargingNotice>({ domain: 'lead', path: `${BASE}/notice`, auth: false })
}

/** My cars, each with why it cannot apply for a pile (null when it can). */
export function getChargingCars(): Promise<ChargingCar[]> {
  return request<ChargingCar[]>({ domain: 'lead', path: `${BASE}/cars` })
}

/** My installed home piles (what a repair report is about). */
export function getChargingPiles(): Promise<ChargingPile[]> {
  return request<ChargingPile[]>({ domain: 'lead', path: `${BASE}/piles` })
}

/** Applies for a pile; one open application per car (409 该车辆已有进行中的安装申请). Never retried. */
export function applyForPile(body: ApplicationBody, requestId?: string): Promise<ChargingApplication> {
  return afterWrite(request<ChargingApplication>({ domain: 'lead', method: 'POST', path: `${BASE}/applications`, data: body, requestId }), AREA.charging)
}

/** One of my applications with its progress; someone else's answers 404. */
export function getApplication(id: number): Promise<ChargingApplication> {
  return request<ChargingApplication>({ domain: 'lead', path: `${BASE}/applications/${id}` })
}

/** Cancels an application not yet surveyed; answers it as it is now (已取消). */
export function cancelApplication(id: number): Promise<ChargingApplication> {
  return afterWrite(request<ChargingApplication>({ domain: 'lead', method: 'POST', path: `${BASE}/applications/${id}/cancel` }), AREA.charging)
}

/** Reports a fault of one of my installed piles. Never retried. */
export function reportRepair(body: RepairBody, requestId?: string): Promise<RepairReport> {
  return afterWrite(request<RepairReport>({ domain: 'lead', method: 'POST', path: `${BASE}/repairs`, data: body, requestId }), AREA.charging)
}

/** My applications and repair reports, newest first; `kind` keeps one of the two. */
export function getChargingOrders(query: ChargingOrderQuery): Promise<Page<ChargingOrder>> {
  return request<Page<ChargingOrder>>({ domain: 'lead', path: `${BASE}/orders`, query: { ...query } })
}

/**
 * The parity page: the finished order, what its kind asks and the rating once given. 409 while
 * unfinished (充电桩尚未安装完成 / 维修尚未完成，暂不能评价); 404 when not mine.
 */
export function getChargingRating(kind: ChargingOrderKind, id: number): Promise<ChargingRatingDetail> {
  return request<ChargingRatingDetail>({ domain: 'lead', path: `${BASE}/orders/${kind}/${id}/rating` })
}

/**
 * Rates a finished order, once: every aspect of the template rated, a problem named when a
 * score is 2 or lower (400 with the reason); a second rating 409 该订单已评价. Never retried.
 */
export function rateChargingOrder(kind: ChargingOrderKind, id: number, input: EvaluationInput, requestId?: string): Promise<ChargingRatingResult> {
  return afterWrite(request<ChargingRatingResult>({ domain: 'lead', method: 'POST', path: `${BASE}/orders/${kind}/${id}/rating`, data: input, requestId }), AREA.charging)
}
