// The test-drive calls of src/features/test-drive/api.ts against the dev API server.
import { Value } from '@sinclair/typebox/value'
import { Type } from '@sinclair/typebox'
import { TestDriveSchema } from '@api/lead'
import { clearSession } from '@/core/session'
import { toBody, type TestDriveDraft } from '@/features/test-drive/draft'
import { bookableDays } from '@/features/test-drive/schedule'
import { getMyTestDrives, submitTestDrive } from '@/features/test-drive/api'
import { setupApiServer } from '../support/api-server'

const api = setupApiServer()

const draft = (patch: Partial<TestDriveDraft> = {}): TestDriveDraft => ({
  vehicleTypeId: 2,
  city: { provinceCode: '440000', provinceName: '广东省', cityCode: '440100', cityName: '广州市' },
  dealerCode: 'EV-GZ-002',
  date: bookableDays()[1].value,
  slot: '09:00-11:00',
  name: '王小明',
  mobile: '13912345678',
  remark: '想试智驾',
  ...patch,
})

test('a booking made from the form is stored with the slot in its remark and listed as mine', async () => {
  const booking = await submitTestDrive(toBody(draft()))
  expect(Value.Check(TestDriveSchema, booking)).toBe(true)
  expect(booking).toMatchObject({ accountId: 1, vehicleTypeName: '星驰 S9', dealerName: '星驰汽车广州番禺店', remark: '期望时段 09:00-11:00；想试智驾', status: 1 })
  const mine = await getMyTestDrives()
  expect(Value.Check(Type.Array(TestDriveSchema), mine)).toBe(true)
  expect(mine[0].id).toBe(booking.id)
})

test('the same phone and model twice is refused (409) with the server message toasted', async () => {
  await submitTestDrive(toBody(draft()))
  await expect(submitTestDrive(toBody(draft({ name: '别人' })))).rejects.toMatchObject({ status: 409, message: '该手机号已预约过这款车型，请等待门店联系' })
  expect(api.toasts).toEqual(['该手机号已预约过这款车型，请等待门店联系'])
})

test('a date in the past or a bad phone is refused with a clear message', async () => {
  await expect(submitTestDrive(toBody(draft({ date: '2020-01-01' })))).rejects.toMatchObject({ status: 400, message: '参数 expectDate 不能早于今天' })
  await expect(submitTestDrive({ ...toBody(draft()), mobile: '12345' })).rejects.toMatchObject({ status: 400 })
})

test('anyone may book; "mine" needs a login', async () => {
  clearSession()
  const booking = await submitTestDrive(toBody(draft({ mobile: '13700001111' })))
  expect(booking.accountId).toBeNull()
  await expect(getMyTestDrives()).rejects.toMatchObject({ status: 401 })
})
