import {
  captureLead, getRegisterActivity, getRegisterList, getRegisterRecords, getRegisterUserInfo, submitRegistration, validActivity,
} from '@/features/activity/api'
import { getDealerDistricts, getDealers } from '@/entities/dealer/api'
import { getVehicleTypes } from '@/entities/vehicle/api'
import { clearSession } from '@/core/session'
import { setupApiServer } from '../support/api-server'

const api = setupApiServer()
const LEAD = { name: '张三', mobile: '13912345678', provinceCode: '110000', cityCode: '110100', vehicleTypeId: 2, consent: true, source: 'test' }

test('an activity by its hash, whether it is open, and my registration state', async () => {
  const activity = await getRegisterActivity('spring-ride-2025')
  expect(activity).toMatchObject({ id: 201, name: '春日试驾嘉年华' })
  await expect(validActivity(201)).resolves.toEqual({ activityId: 201, valid: true, reason: '' })
  await expect(validActivity(202)).resolves.toMatchObject({ valid: false, reason: '报名人数已满' })
  const me = await getRegisterUserInfo(201)
  expect(me).toMatchObject({ accountId: 1, registered: false, record: null })
})

test('registering once, then the record is mine; a second time is refused', async () => {
  const record = await submitRegistration({ activityId: 201, name: '王小明', mobile: '13800138000', companions: 2 })
  expect(record).toMatchObject({ activityId: 201, companions: 2, mobile: '138****8000' })
  expect((await getRegisterUserInfo(201)).registered).toBe(true)
  const page = await getRegisterRecords({ pageNo: 1, pageSize: 10 })
  expect(page.list[0].id).toBe(record.id)
  const only = await getRegisterRecords({ pageNo: 1, pageSize: 10, activityId: 203 })
  expect(only.list.every((r) => r.activityId === 203)).toBe(true)
  await expect(submitRegistration({ activityId: 201, name: '王小明', mobile: '13800138000' })).rejects.toMatchObject({ status: 409 })
  expect(api.toasts).toEqual(['你已报名该活动'])
})

test('the lead form choices: models, provinces and cities with dealers, dealers of a city', async () => {
  const models = await getVehicleTypes()
  expect(models.length).toBeGreaterThan(3)
  const provinces = await getDealerDistricts()
  expect(provinces.some((p) => p.regionCode === '110000')).toBe(true)
  const cities = await getDealerDistricts('110000')
  expect(cities.map((c) => c.regionCode)).toEqual(['110100'])
  const dealers = await getDealers({ provinceId: '110000', cityId: '110100' })
  expect(dealers.every((d) => d.cityCode === '110100')).toBe(true)
})

test('a lead is captured without an account, masked, and a duplicate is refused', async () => {
  clearSession()
  const lead = await captureLead(LEAD)
  expect(lead).toMatchObject({ name: '张三', mobile: '139****5678', provinceName: '北京市', cityName: '北京市', source: 'test' })
  await expect(captureLead(LEAD)).rejects.toMatchObject({ status: 409 })
})

test('a lead without consent, with a bad phone or a city of another province is refused', async () => {
  await expect(captureLead({ ...LEAD, consent: false })).rejects.toMatchObject({ status: 400, message: '请先阅读并同意《个人信息保护声明》' })
  await expect(captureLead({ ...LEAD, mobile: '12345678901' })).rejects.toMatchObject({ status: 400 })
  await expect(captureLead({ ...LEAD, cityCode: '440300' })).rejects.toMatchObject({ status: 400, message: '城市不属于所选省份' })
})

test('the hub lists activities by state: open by deadline, upcoming by start, ended latest first; a bad state is refused', async () => {
  clearSession()
  const open = await getRegisterList({ state: 'open', pageNo: 1, pageSize: 10 })
  expect(open.list.map((a) => a.id)).toEqual([201, 205, 202, 206, 204])
  expect(open.list.every((a) => a.status === 2)).toBe(true)
  const upcoming = await getRegisterList({ state: 'upcoming', pageNo: 1, pageSize: 10 })
  expect(upcoming.list.map((a) => a.id)).toEqual([211, 210, 212])
  const ended = await getRegisterList({ state: 'ended', pageNo: 1, pageSize: 2 })
  expect(ended).toMatchObject({ total: 4, pageNo: 1 })
  expect(ended.list.map((a) => a.id)).toEqual([208, 207])
  expect((await getRegisterList({ state: 'ended', pageNo: 2, pageSize: 2 })).list.map((a) => a.id)).toEqual([209, 203])
  await expect(getRegisterList({ state: 'soon' as 'open', pageNo: 1 })).rejects.toMatchObject({ status: 400 })
})

test('my registrations carry their activity and whether it is ahead, under way or over', async () => {
  const mine = await getRegisterRecords({ pageNo: 1, pageSize: 10 })
  expect(mine.list.map((r) => [r.activityId, r.state])).toEqual([[205, 'waiting'], [204, 'ongoing'], [208, 'ended'], [209, 'ended'], [203, 'ended']])
  expect(mine.list[0]).toMatchObject({ activityHash: 'other-owner-day', address: '广东省深圳市南山区科技园科苑路 15 号' })
})
