import {
  acceptInvite, getDetailInvite, getInviteRecords, getInviterCard, getInviteSummary, getRecommendDetail,
  getRecommendResults, getRecommendStatistics, insertRecommend, insertScene,
} from '@/features/invite/api'
import { clearSession, setToken } from '@/core/session'
import { setupApiServer } from '../support/api-server'

const api = setupApiServer()

test('summary and records of my invitations, by type and paged', async () => {
  const summary = await getInviteSummary()
  expect(summary.inviteCode).toBe('XC000001')
  const registered = await getInviteRecords({ type: 1, pageNo: 1, pageSize: 2 })
  expect(registered).toMatchObject({ total: 3, pageNo: 1, pageSize: 2 })
  expect(registered.list).toHaveLength(2)
  expect(registered.list.every((r) => r.type === 1 && /^\d{3}\*{4}\d{4}$/.test(r.inviteeMobile))).toBe(true)
  const second = await getInviteRecords({ type: 1, pageNo: 2, pageSize: 2 })
  expect(second.list).toHaveLength(1)
  const car = await getInviteRecords({ type: 2, pageNo: 1, pageSize: 10 })
  expect(summary.invitedNum).toBe(registered.total + car.total)
})

test('a friend sees the inviter without an account, accepts once, and the inviter gets the record', async () => {
  clearSession()
  const card = await getInviterCard('XC000001')
  expect(card).toMatchObject({ accountId: 1, displayName: '车主小王', invitedNum: 5 })
  setToken('dev-token-2')
  const accepted = await acceptInvite('XC000001')
  expect(accepted).toMatchObject({ inviterName: '车主小王', rewardPoint: 200 })
  await expect(acceptInvite('XC000001')).rejects.toMatchObject({ status: 409, message: '你已经接受过好友的邀请了' })
  setToken('dev-token')
  const records = await getInviteRecords({ type: 1, pageNo: 1, pageSize: 10 })
  expect(records.total).toBe(4)
  expect(records.list[0]).toMatchObject({ inviteeName: '小**', statusText: '已注册' })
})

test('accepting my own invitation or an unknown code is refused', async () => {
  await expect(acceptInvite('XC000001')).rejects.toMatchObject({ status: 400, message: '不能接受自己的邀请' })
  await expect(acceptInvite('XC999999')).rejects.toMatchObject({ status: 404 })
  await expect(getInviterCard('XC999999')).rejects.toMatchObject({ status: 404 })
})

test('recommend-a-purchase: detail, my invitation, share scene, statistics, insert and results', async () => {
  const detail = await getRecommendDetail()
  expect(detail).toMatchObject({ id: 401, status: 2 })
  const invite = await getDetailInvite(401)
  expect(invite.inviter.accountId).toBe(1)
  const scene = await insertScene(401, 'poster')
  expect(scene.sceneId).toMatch(/^401-1-/)
  expect(scene.sceneId.length).toBeLessThanOrEqual(32)
  const before = await getRecommendStatistics(401)
  const record = await insertRecommend({ activityId: 401, name: '吴敏', mobile: '13655556666', vehicleTypeId: 1, dealerCode: 'EV-BJ-002' })
  expect(record).toMatchObject({ inviterAccountId: 1, mobile: '136****6666', statusText: '已留资' })
  expect((await getRecommendStatistics(401)).inviteNum).toBe(before.inviteNum + 1)
  const results = await getRecommendResults({ pageNo: 1, pageSize: 10 })
  expect(results.list[0].id).toBe(record.id)
  const bought = await getRecommendResults({ pageNo: 1, pageSize: 10, status: 3 })
  expect(bought.list.every((r) => r.status === 3)).toBe(true)
})

test('a friend from a shared link leaves their details for the inviter', async () => {
  setToken('dev-token-2')
  const invite = await getDetailInvite(401, 1)
  expect(invite.inviter.displayName).toBe('车主小王')
  const record = await insertRecommend({ activityId: 401, inviterAccountId: 1, name: '李娜', mobile: '13900139000', vehicleTypeId: 3, dealerCode: 'EV-BJ-001' })
  expect(record.inviterAccountId).toBe(1)
  await expect(
    insertRecommend({ activityId: 401, inviterAccountId: 1, name: '李娜', mobile: '13900139000', vehicleTypeId: 3, dealerCode: 'EV-BJ-001' }),
  ).rejects.toMatchObject({ status: 409 })
  expect(api.toasts).toContain('该手机号已被推荐过')
})

test('a logged-out friend from a shared link leaves their city instead of a store; the inviter sees the record and its scene', async () => {
  clearSession()
  const friend = { activityId: 401, inviterAccountId: 1, name: '郑爽', mobile: '13722223333', vehicleTypeId: 2, provinceCode: '440000', cityCode: '440300', consent: true }
  const record = await insertRecommend({ ...friend, sceneId: '401-1-seed01' })
  expect(record).toMatchObject({ inviterAccountId: 1, dealerName: '星驰汽车深圳南山店', scene: 'poster', statusText: '已留资', mobile: '137****3333' })
  setToken('dev-token')
  expect((await getRecommendResults({ pageNo: 1, pageSize: 10 })).list[0]).toMatchObject({ id: record.id, name: '郑爽' })
  expect((await getInviteRecords({ type: 2, pageNo: 1, pageSize: 10 })).list[0]).toMatchObject({ inviteeName: '郑**', statusText: '已留资' })
})

test('a friend\'s insert is refused without an inviter, consent, or a store or city; a scene of another inviter is refused', async () => {
  clearSession()
  const friend = { activityId: 401, inviterAccountId: 1, name: '郑爽', mobile: '13722224444', vehicleTypeId: 2, provinceCode: '440000', cityCode: '440300' }
  await expect(insertRecommend({ ...friend, inviterAccountId: undefined })).rejects.toMatchObject({ status: 401 })
  await expect(insertRecommend({ ...friend, consent: false })).rejects.toMatchObject({ status: 400, message: '请先阅读并同意《个人信息保护声明》' })
  await expect(insertRecommend({ ...friend, cityCode: undefined })).rejects.toMatchObject({ status: 400, message: '请选择经销商门店或所在城市' })
  await expect(insertRecommend({ ...friend, cityCode: '110100' })).rejects.toMatchObject({ status: 400, message: '城市不属于所选省份' })
  await expect(insertRecommend({ ...friend, inviterAccountId: 2, sceneId: '401-1-seed01' })).rejects.toMatchObject({ status: 400, message: '分享链接与邀请人不符' })
  await expect(insertRecommend({ ...friend, sceneId: 'not a scene' })).rejects.toMatchObject({ status: 400 })
})
