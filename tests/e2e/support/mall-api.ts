import { test, type APIRequestContext } from '@playwright/test'
import { API_PORT } from '../../../playwright.config'

// The dev user's mall as the dev API server has it, read beside the screens (the mall specs).
export const API = `http://127.0.0.1:${API_PORT}`
export const AUTH = { Authorization: 'Bearer dev-token' }
export const ORDERS = '/mall/api/v1/app/orders'

/** Every test of the file starts from the seed, with no fault left from the one before. */
export function resetEachTest(): void {
  test.beforeEach(async ({ request }) => {
    await request.post(`${API}/__reset`)
    await request.delete(`${API}/__faults`)
  })
}

/** The `data` of a GET as the dev user. */
export async function api<T>(request: APIRequestContext, path: string): Promise<T> {
  const res = await request.get(`${API}${path}`, { headers: AUTH })
  return ((await res.json()) as { data: T }).data
}

export const balance = (request: APIRequestContext) => api<{ point: number }>(request, '/user/web/point/consumer/detail').then((d) => d.point)
export const unusedCoupons = (request: APIRequestContext) =>
  api<{ list: { userCouponId: number }[] }>(request, '/mall/api/v1/app/coupons/mine?status=1&pageNo=1&pageSize=50').then((p) => p.list.map((c) => c.userCouponId))
export const yuan = (fen: number) => `¥${(fen / 100).toFixed(2)}`
