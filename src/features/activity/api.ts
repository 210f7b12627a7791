import type { Page } from '@api/common'
import type {
  RegisterActivity, RegisterBody, RegisterRecord, RegisterRecordQuery, RegisterUserInfo, ValidActivity,
} from '@api/activity'
import type { VehicleType } from '@api/domain'
import type { Dealer } from '@api/lead'
import type { Lead, LeadCaptureBody } from '@api/lead-activity'
import type { Region } from '@api/user2'
import { request } from '@/core/request'
import { brandPath } from '@/core/tenant'

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

export function getRegisterRecords(query: RegisterRecordQuery): Promise<Page<RegisterRecord>> {
  return request<Page<RegisterRecord>>({ domain: 'activity', path: `${REGISTER}/pageRegisterRecord`, query })
}

/** Whether registration is open, and why not. */
export function validActivity(activityId: number): Promise<ValidActivity> {
  return request<ValidActivity>({ domain: 'activity', path: `${REGISTER}/validActivity`, query: { activityId }, auth: false })
}

export function submitRegistration(body: RegisterBody): Promise<RegisterRecord> {
  return request<RegisterRecord>({ domain: 'activity', method: 'POST', path: `${REGISTER}/submit`, data: body })
}

// Lead capture and the choices its form offers.

export function captureLead(body: LeadCaptureBody): Promise<Lead> {
  return request<Lead>({ domain: 'lead', method: 'POST', path: '/web/lead/capture', data: body })
}

export function getVehicleTypes(): Promise<VehicleType[]> {
  return request<VehicleType[]>({ domain: 'domain', path: brandPath('/tool-service/read/vehicleType/list'), query: { source: 2 }, auth: false })
}

/** Provinces with dealers, or the cities of province `pid` that have dealers. */
export function getDealerRegions(pid?: string): Promise<Region[]> {
  return request<Region[]>({ domain: 'lead', path: '/web/test-drive/consumer/org/district', query: { pid }, auth: false })
}

export function getDealers(provinceId: string, cityId?: string): Promise<Dealer[]> {
  return request<Dealer[]>({ domain: 'lead', path: '/web/car-service/yike/getDealerInfo', query: { provinceId, cityId }, auth: false })
}
