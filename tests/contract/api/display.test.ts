// The display's call against the dev API server: public, the running event by default, totals
// that move after a lead from the public lead form, 404 for an unknown event.
import { getDisplayBoard } from '@/features/display/api'
import { clearSession } from '@/core/session'
import { setupApiServer } from '../support/api-server'

const api = setupApiServer()

beforeEach(() => clearSession())

test('the running event without a token; a lead moves the leads total', async () => {
  const board = await getDisplayBoard()
  expect(board).toMatchObject({ eventId: 1601, eventName: '星驰 S7 上市品鉴会' })
  expect(board.cities.length).toBeLessThanOrEqual(10)
  const lead = { name: '王小明', mobile: '13711112222', provinceCode: '110000', cityCode: '110100', vehicleTypeId: 1, consent: true, source: 'display' }
  expect((await api.send({ method: 'POST', path: '/lead/web/lead/capture', json: lead })).status).toBe(200)
  const after = await getDisplayBoard({ eventId: 1601 })
  expect(after.totals.leads).toBe(board.totals.leads + 1)
  expect(after.cities[0]).toMatchObject({ cityCode: '110100', count: board.cities[0].count + 1 })
})

test('an ended event by id; an unknown one is 404 without a toast', async () => {
  expect((await getDisplayBoard({ eventId: 1602 })).eventName).toBe('远航 L6 家庭露营节')
  await expect(getDisplayBoard({ eventId: 1699 })).rejects.toMatchObject({ status: 404, message: '活动不存在' })
  expect(api.toasts).toEqual([])
})
