import type { Page } from '@api/common'
import type { EvaluationDetail, EvaluationInput, EvaluationKind, EvaluationListItem, EvaluationListQuery, EvaluationRecord } from '@api/evaluation'
import { AREA, afterWrite } from '@/core/query'
import { request } from '@/core/request'

// Evaluations live under the lead domain (spec §7 style, /web/evaluation/...).
const BASE = '/web/evaluation'

/** What waits for my evaluation (pending, newest first) or what I evaluated (done, latest first). */
export function getEvaluations(query: EvaluationListQuery): Promise<Page<EvaluationListItem>> {
  return request<Page<EvaluationListItem>>({ domain: 'lead', path: `${BASE}/mine`, query })
}

/** One target of mine with its template and my evaluation (null until given). */
export function getEvaluation(kind: EvaluationKind, id: number): Promise<EvaluationDetail> {
  return request<EvaluationDetail>({ domain: 'lead', path: `${BASE}/${kind}/${id}` })
}

/** Gives the evaluation; a second one is refused (409 您已评价过). */
export function submitEvaluation(kind: EvaluationKind, id: number, input: EvaluationInput, requestId?: string): Promise<EvaluationRecord> {
  return afterWrite(request<EvaluationRecord>({ domain: 'lead', method: 'POST', path: `${BASE}/${kind}/${id}`, data: input, requestId }), AREA.evaluation)
}
