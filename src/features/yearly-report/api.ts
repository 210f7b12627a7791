import type { SharedYear, YearlyReport, YearlyShare } from '@api/user'
import { request } from '@/core/request'
import { YEARLY_BASE as BASE } from './constants'

// The yearly report (domain user).

/** My year with the brand: every figure of the report in one answer. */
export function getYearlyReport(): Promise<YearlyReport> {
  return request<YearlyReport>({ domain: 'user', path: `${BASE}/mine` })
}

/** The random id of my report's share (the same one each time for the year). */
// marks nothing: the card reads it through the cache as its share id (yearlyShareQuery), and the same id comes back each time
export function shareYearlyReport(): Promise<YearlyShare> {
  return request<YearlyShare>({ domain: 'user', method: 'POST', path: `${BASE}/share` })
}

/** What a friend sees from a share (no token): only what the card shows. 404 for an unknown id. */
export function getSharedYear(shareId: string): Promise<SharedYear> {
  return request<SharedYear>({ domain: 'user', path: `${BASE}/shares/${shareId}`, auth: false })
}
