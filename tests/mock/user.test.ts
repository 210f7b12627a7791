// User domain behaviour: sign-in (once a day, streak, points), tasks, addresses, activities.
import type { Address, Region, RegionNode } from '@api/user2'
import { serverPerFile } from './support/server'

const T = 'dev-token'
const srv = serverPerFile()
const get = (path: string, query: Record<string, unknown> = {}, token: string | null = T) => srv.send({ method: 'GET', path, query, token })
const post = (path: string, json: unknown, token: string | null = T) => srv.send({ method: 'POST', path, json, token })

test('sign-in: once a day, 10 points, streak continues; the second is refused with a message', async () => {
  const task = (await get('/user/web/task/tasks/load-one')).json.data.taskInfo
  expect(task).toMatchObject({ id: 1, eventCode: 'SJ50001', sceneCode: 'signInScene' })
  expect(task.taskRuleDesc).toContain('10 积分')
  const before = (await get('/user/web/point/consumer/detail')).json.data.point
  const first = await post('/user/web/task/tasks/event-start', { eventCode: 'SJ50001' })
  expect(first.json.data).toMatchObject({ rewardPoint: 10, continuousDays: 4, point: before + 10 })
  const second = await post('/user/web/task/tasks/event-start', { eventCode: 'SJ50001' })
  expect([second.status, second.json.status, second.json.message]).toEqual([409, 409, '今天已经签到过了，明天再来吧'])
  expect((await get('/user/web/point/consumer/detail')).json.data.point).toBe(before + 10)
  const cal = (await get('/user/web/task/sign-in/calendar')).json.data
  expect(cal.signedToday).toBe(true)
  expect(cal.signedDays).toContain(Number(cal.today.slice(8)))
  expect((await get('/user/web/task/tasks/user/progress', { taskId: 1 })).json.data).toMatchObject({ completed: true, continuousDays: 4 })
  expect((await post('/user/web/task/tasks/event-start', { eventCode: 'XX00000' })).status).toBe(404)
})

async function loginAs(mobile: string): Promise<string> {
  const c = (await get('/uaa/api/v1/common/captcha/get', {}, null)).json.data
  const pass = (await get('/uaa/api/v1/common/captcha/verify', { captchaId: c.captchaId, x: c.targetX }, null)).json.data.captchaToken
  await srv.send({ method: 'POST', path: '/uaa/api/v1/common/mobile/sms', query: { client_id: 'app' }, json: { mobile, captchaToken: pass } })
  return (await post('/uaa/oauth/token', { mobile, code: '123456' }, null)).json.data.access_token
}

test('a seventh day in a row earns the streak bonus', async () => {
  const token = await loginAs('13600136000') // 电车老张 signed in on the six days before today
  const res = await post('/user/web/task/tasks/event-start', { eventCode: 'SJ50001' }, token)
  expect(res.json.data).toMatchObject({ continuousDays: 7, rewardPoint: 40 })
  const other = await post('/user/web/task/tasks/event-start', { eventCode: 'SJ50001' }, 'dev-token-2')
  expect(other.json.data).toMatchObject({ continuousDays: 2, rewardPoint: 10 })
})

test('addresses: add, default moves, update, delete, region checks', async () => {
  const input = { receiverName: '李雷', mobile: '13712345678', provinceCode: '330000', cityCode: '330100', districtCode: '330106', detailAddress: '文三路 100 号' }
  const added = await post('/user2/api/v1/cuz/address/add', { ...input, isDefault: true })
  expect(added.json.data).toMatchObject({ provinceName: '浙江省', cityName: '杭州市', districtName: '西湖区', isDefault: true })
  const list = (await get('/user2/api/v1/cuz/address/list')).json.data
  expect(list.filter((a: Address) => a.isDefault)).toHaveLength(1)
  expect((await get('/mall/api/v1/app/address/ship/default')).json.data).toMatchObject({ id: added.json.data.id, cityCode: '330100' })
  const wrong = await post('/user2/api/v1/cuz/address/add', { ...input, districtCode: '440305' })
  expect(wrong.json).toMatchObject({ status: 400, message: '参数 districtCode 不属于所选城市' })
  const upd = await post('/user2/api/v1/cuz/address/update', { ...input, id: 2, receiverName: '韩梅梅' })
  expect(upd.json.data.receiverName).toBe('韩梅梅')
  expect((await post('/user2/api/v1/cuz/address/update', { ...input, id: 3 })).status).toBe(404) // user 2's
  const del = await srv.send({ method: 'DELETE', path: '/user2/api/v1/cuz/address/delete', query: { id: added.json.data.id }, token: T })
  expect(del.status).toBe(200)
  expect((await get('/user2/api/v1/cuz/address/list')).json.data.filter((a: Address) => a.isDefault)).toHaveLength(1)
})

test('regions: tree with real adcodes, lookup, children, org districts, dealers by distance', async () => {
  const tree = (await get('/user2/api/v1/cuz/cn-org-tree', {}, null)).json.data
  expect(tree.length).toBeGreaterThanOrEqual(5)
  expect(tree.flatMap((p: RegionNode) => p.children).length).toBeGreaterThanOrEqual(10)
  expect((await get('/user2/api/v1/cuz/district', { districtCode: '440305' }, null)).json.data[0].regionName).toBe('南山区')
  expect((await get('/user2/api/v1/cuz/district', { districtCode: '999999' }, null)).status).toBe(404)
  const cities = (await get('/lead/web/test-drive/consumer/org/district', { pid: '440000' }, null)).json.data
  expect(cities.map((c: Region) => c.regionName).sort()).toEqual(['佛山市', '广州市', '深圳市'])
  const dealers = (await get('/lead/web/car-service/yike/getDealerInfo', { provinceId: '440000', cityId: '440300', latitude: 22.54, longitude: 113.95 }, null)).json.data
  expect(dealers[0].dealerCode).toBe('EV-SZ-001')
  expect(dealers[0].distance).toBeLessThan(dealers[1].distance)
})

test('lottery: draws use up the times, then refused; the sequence repeats after reset', async () => {
  const draw = () => post('/activity/api/v1/activity/app/lottery/draw', { activityId: 301 })
  const first = [(await draw()).json.data, (await draw()).json.data]
  expect(first[1].remainTimes).toBe(0)
  expect((await draw()).json).toMatchObject({ status: 409, message: '抽奖次数已用完' })
  await srv.reset()
  const again = [(await draw()).json.data, (await draw()).json.data]
  expect(again.map((d) => d.record.prizeId)).toEqual(first.map((d) => d.record.prizeId))
  const records = (await get('/activity/api/v1/activity/app/lottery/records', { activityId: 301 })).json.data
  expect(records.total).toBe(6) // 4 seeded for activity 301, then 2 draws
})

test('activity registration: open, once per user, full activity refused', async () => {
  const valid = (await get('/activity/api/v1/activity/app/register/validActivity', { activityId: 202 }, null)).json.data
  expect(valid).toEqual({ activityId: 202, valid: false, reason: '报名人数已满' })
  const body = { activityId: 201, name: '王小明', mobile: '13800138000' }
  expect((await post('/activity/api/v1/activity/app/register/submit', body)).status).toBe(200)
  expect((await post('/activity/api/v1/activity/app/register/submit', body)).json.message).toBe('你已报名该活动')
  expect((await get('/activity/api/v1/activity/app/register/getUserInfo', { activityId: 201 })).json.data.registered).toBe(true)
})

test('recommend purchase: insert a lead, duplicates and self-recommendation refused', async () => {
  const A = '/activity/api/v1/activity/app/recommend/purchase'
  const lead = { activityId: 401, name: '周杰', mobile: '15912345678', vehicleTypeId: 2, dealerCode: 'EV-BJ-002' }
  expect((await post(`${A}/insert`, lead)).json.data).toMatchObject({ mobile: '159****5678', status: 1, inviterAccountId: 1 })
  expect((await post(`${A}/insert`, lead)).json.message).toBe('该手机号已被推荐过')
  expect((await post(`${A}/insert`, { ...lead, mobile: '13800138000' })).json.message).toBe('不能推荐自己')
  expect((await get(`${A}/getRecommendStatistics`, { activityId: 401 })).json.data.inviteNum).toBe(4)
})

test('test drive: submit without login, date in the past refused', async () => {
  const body = { name: '访客', mobile: '13612345678', vehicleTypeId: 4, dealerCode: 'EV-HZ-001', expectDate: '2020-01-01' }
  expect((await post('/lead/web/test-drive/submit', body, null)).json.message).toBe('参数 expectDate 不能早于今天')
})
