import { getCurrentUser, getMedals } from '@/entities/user/api'
import { getPointDetail, getPointRecords } from '@/entities/points/api'
import { clearSession } from '@/core/session'
import { setupApiServer } from '../support/api-server'

const api = setupApiServer()

test('the current user is the seeded user 1', async () => {
  const user = await getCurrentUser()
  expect(user.accountId).toBe(1)
  expect(user.mobile).toMatch(/^1[3-9]\d{9}$/)
  expect(user.displayName).toBeTruthy()
})

test('point balance and paged records', async () => {
  const detail = await getPointDetail()
  expect(detail?.point).toBeGreaterThanOrEqual(0)
  const page = await getPointRecords({ pageNo: 1, pageSize: 5 })
  expect(page.pageNo).toBe(1)
  expect(page.list.length).toBeLessThanOrEqual(5)
})

test('a points failure is swallowed: undefined and no toast (spec §8)', async () => {
  await api.send({ method: 'POST', path: '/__faults', json: { method: 'GET', path: '/user/web/point/consumer/detail', status: 500 } })
  await expect(getPointDetail()).resolves.toBeUndefined()
  expect(api.toasts).toEqual([])
})

test('medals list every medal with whether it is obtained', async () => {
  const medals = await getMedals(1)
  expect(medals.length).toBeGreaterThan(0)
  expect(medals.some((m) => m.obtained)).toBe(true)
})

test('without a token the user call is refused as not logged in', async () => {
  clearSession()
  await expect(getCurrentUser()).rejects.toMatchObject({ status: 401 })
})
