import type { RuleDoc, WelfareApplication, WelfareApplicationBody, WelfareMine, WelfareProject, WelfareSignup, WelfareSignupBody, WelfareSociety } from '@api/user'
import { AREA, afterWrite } from '@/core/query'
import { request } from '@/core/request'
import { WELFARE_BASE as BASE } from './constants'

// The welfare society (domain user).

/** The society: its mission, members, hours and projects (public). */
export function getSociety(): Promise<WelfareSociety> {
  return request<WelfareSociety>({ domain: 'user', path: `${BASE}/society`, auth: false })
}

/** One project (the share page; public). 404 when unknown. */
export function getProject(id: number): Promise<WelfareProject> {
  return request<WelfareProject>({ domain: 'user', path: `${BASE}/projects/${id}`, auth: false })
}

/** The membership agreement (server HTML: render it sanitized). */
export function getAgreement(): Promise<RuleDoc> {
  return request<RuleDoc>({ domain: 'user', path: `${BASE}/agreement`, auth: false })
}

/** My membership once approved, else my latest application. */
export function getMyWelfare(): Promise<WelfareMine> {
  return request<WelfareMine>({ domain: 'user', path: `${BASE}/mine` })
}

/**
 * Applies to join (again after a rejection): reviewing afterwards. Refusals (toasted):
 * 请先阅读并同意《福利社会员协议》/ 车牌号格式不正确 (400), 你已是福利社会员 / 申请审核中 (409).
 */
export function applyWelfare(body: WelfareApplicationBody, requestId?: string): Promise<WelfareApplication> {
  return afterWrite(request<WelfareApplication>({ domain: 'user', method: 'POST', path: `${BASE}/applications`, data: body, requestId }), AREA.welfare)
}

/** My sign-ups for projects, newest first (cancelled ones too). */
export function getMySignups(): Promise<WelfareSignup[]> {
  return request<WelfareSignup[]>({ domain: 'user', path: `${BASE}/signups` })
}

/**
 * Signs up for a project (a member; one time slot), once per `requestId`: a retry after a lost
 * answer sends the same one and gets the same sign-up. It marks the whole area: the project's
 * places, the society's list, my sign-ups. Refusals (toasted): 加入福利社后才能报名 / 名额已满 /
 * 已报名该项目 / 报名已截止 (409), 请选择有效的报名时段 (400).
 */
export function signUpProject(projectId: number, body: WelfareSignupBody): Promise<WelfareSignup> {
  return afterWrite(request<WelfareSignup>({ domain: 'user', method: 'POST', path: `${BASE}/projects/${projectId}/signups`, data: body }), AREA.welfare)
}

/** Cancels my sign-up before the deadline (a cancelled one answers as it is); the place is given back. 409 after the deadline. */
export function cancelSignup(id: number): Promise<WelfareSignup> {
  return afterWrite(request<WelfareSignup>({ domain: 'user', method: 'POST', path: `${BASE}/signups/${id}/cancel` }), AREA.welfare)
}
