import type { Page } from '@api/common'
import type {
  MyRegistration, RegisterActivity, RegisterBody, RegisterListQuery, RegisterRecord, RegisterRecordQuery, RegisterUserInfo, ValidActivity,
} from '@api/activity'
import type { Lead, LeadCaptureBody } from '@api/lead-activity'
import { AREA, afterWrite } from '@/core/query'
import { request } from '@/core/request'
import { REGISTRATION_SHOWN } from './keys'

const REGISTER = '/api/v1/activity/app/register'

// Activity registration (spec §7: GET {hash}, getUserInfo, pageRegisterRecord, validActivity).

/** The activity behind the hash of its share link. */
export function getRegisterActivity(hash: string): Promise<RegisterActivity> {
  return request<RegisterActivity>({ domain: 'activity', path: `${REGISTER}/${encodeURIComponent(hash)}`, auth: false })
}

/** Me on the activity page: name and mobile to prefill, and whether I registered. */
export function getRegisterUserInfo(activityId: number): Promise<RegisterUserInfo> {
  return request<RegisterUserInfo>({ domain: 'activity', path: `${REGISTER}/getUserInfo`, query: { activityId } })
}

/** My registrations, newest first, each with its activity and whether it is ahead, under way or over. */
export function getRegisterRecords(query: RegisterRecordQuery): Promise<Page<MyRegistration>> {
  return request<Page<MyRegistration>>({ domain: 'activity', path: `${REGISTER}/pageRegisterRecord`, query })
}

/** The activity hub: activities open for registration, not open yet, or ended. */
export function getRegisterList(query: RegisterListQuery): Promise<Page<RegisterActivity>> {
  return request<Page<RegisterActivity>>({ domain: 'activity', path: `${REGISTER}/list`, query, auth: false })
}

/** Whether registration is open, and why not. */
export function validActivity(activityId: number): Promise<ValidActivity> {
  return request<ValidActivity>({ domain: 'activity', path: `${REGISTER}/validActivity`, query: { activityId }, auth: false })
}

/** My registrations and the hub's counts change: both are read again. */
export function submitRegistration(body: RegisterBody, requestId?: string): Promise<RegisterRecord> {
  return afterWrite(request<RegisterRecord>({ domain: 'activity', method: 'POST', path: `${REGISTER}/submit`, data: body, requestId }), ...REGISTRATION_SHOWN)
}

// Lead capture and the choices its form offers.

/** A lead counts on the venue's live board (AREA.display); a partner's customers are another account's. */
export function captureLead(body: LeadCaptureBody, requestId?: string): Promise<Lead> {
  return afterWrite(request<Lead>({ domain: 'lead', method: 'POST', path: '/web/lead/capture', data: body, requestId }), AREA.display)
}
