import type { Page } from '@api/common'
import type { Answers, SurveyDetail, SurveyListQuery, SurveySubmitResult, SurveySummary } from '@api/survey'
import { AREA, afterWrite } from '@/core/query'
import { request } from '@/core/request'
import { USER_AREA } from '@/entities/user'

// Surveys live under the user domain, next to points (spec §7 style, /web/survey/...).
const BASE = '/web/survey/surveys'

/** tab open: surveys I may still answer (open, soonest deadline first, then not yet open); answered: mine, newest first. */
export function getSurveys(query: SurveyListQuery): Promise<Page<SurveySummary>> {
  return request<Page<SurveySummary>>({ domain: 'user', path: BASE, query })
}

/** One survey with its questions, rules and, once I answered it, my answers. */
export function getSurvey(id: number): Promise<SurveyDetail> {
  return request<SurveyDetail>({ domain: 'user', path: `${BASE}/${id}` })
}

/** Sends my answers once; the reward is credited with them. A second time answers 409. */
export function submitSurvey(id: number, answers: Answers, requestId?: string): Promise<SurveySubmitResult> {
  // Answered: it moves to 已参与 and its reward to the points ('user').
  return afterWrite(request<SurveySubmitResult>({ domain: 'user', method: 'POST', path: `${BASE}/${id}/answers`, data: { answers }, requestId }), AREA.survey, USER_AREA)
}
