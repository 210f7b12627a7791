import type { RuleDoc, WelfareApplication, WelfareApplicationBody, WelfareMine, WelfareProject, WelfareSociety } from '@api/user'
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
export function applyWelfare(body: WelfareApplicationBody): Promise<WelfareApplication> {
  return afterWrite(request<WelfareApplication>({ domain: 'user', method: 'POST', path: `${BASE}/applications`, data: body }), AREA.welfare)
}
