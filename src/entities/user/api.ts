import type { Medal, UserInfo } from '@api/user'
import { request } from '@/core/request'

/** The logged-in user (spec §7: GET /web/user/current/details). */
export function getCurrentUser(): Promise<UserInfo> {
  return request<UserInfo>({ domain: 'user', path: '/web/user/current/details' })
}

/** Every medal with whether this account has it (spec §7: findLocalUserMedal). */
export function getMedals(accountId: number): Promise<Medal[]> {
  return request<Medal[]>({ domain: 'user', path: '/web/medal/my/findLocalUserMedal', query: { accountId } })
}
