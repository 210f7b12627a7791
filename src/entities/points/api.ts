import type { Page, PageQuery } from '@api/common'
import type { PointDetail, PointRecord } from '@api/user'
import { request } from '@/core/request'

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
