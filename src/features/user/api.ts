import type { Page, PageQuery } from '@api/common'
import type { Medal, PointDetail, PointRecord, UserInfo } from '@api/user'
import { request } from '@/core/request'

/** The logged-in user (spec §7: GET /web/user/current/details). */
export function getCurrentUser(): Promise<UserInfo> {
  return request<UserInfo>({ domain: 'user', path: '/web/user/current/details' })
}

/** Point balance. Spec §8: a points failure is swallowed — undefined, no toast. */
export async function getPointDetail(): Promise<PointDetail | undefined> {
  try {
    return await request<PointDetail>({ domain: 'user', path: '/web/point/consumer/detail', toast: false })
  } catch {
    return undefined
  }
}

export function getPointRecords(query: PageQuery): Promise<Page<PointRecord>> {
  return request<Page<PointRecord>>({ domain: 'user', path: '/web/point/consumer/records', query })
}

/** Every medal with whether this account has it (spec §7: findLocalUserMedal). */
export function getMedals(accountId: number): Promise<Medal[]> {
  return request<Medal[]>({ domain: 'user', path: '/web/medal/my/findLocalUserMedal', query: { accountId } })
}
