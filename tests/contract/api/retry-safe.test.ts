// Every create of the app's api files sends the request id it is given (issue 39, item 4): called
// twice with the same id, as a retry after a lost answer does, the dev API server answers the
// first result again instead of making a second record (or refusing it as a duplicate). An api
// function that dropped its `requestId` fails here. (The creator's and the partner's are tested
// with their areas.)
import dayjs from 'dayjs'
import { newRequestId } from '@/core/request'
import { setToken } from '@/core/session'
import { captureLead, submitRegistration } from '@/features/activity/api'
import { addAddress, listAddresses } from '@/entities/address'
import { applyForPile, rateChargingOrder, reportRepair } from '@/features/charging/api'
import { postComment } from '@/features/community/api'
import { submitEvaluation } from '@/features/evaluation/api'
import { insertRecommend } from '@/features/invite/api'
import { addToCart } from '@/features/mall/api'
import { submitAuth } from '@/features/occupation/api'
import { addOtherCar, getOtherCars } from '@/features/other-car/api'
import { submitSurvey } from '@/features/survey/api'
import { createTeam, getTeams, joinTeam } from '@/features/team-pk/api'
import { submitTestDrive } from '@/features/test-drive/api'
import { applyWelfare } from '@/features/welfare/api'
import { SEEDED_ID_NUMBER } from '../../../mock/seed/occupation'
import { setupApiServer } from '../support/api-server'

setupApiServer()

/** Sends the same create twice with one request id; both answers. */
async function twice<T>(call: (requestId: string) => Promise<T>): Promise<[T, T]> {
  const id = newRequestId()
  const first = await call(id)
  return [first, await call(id)]
}

test('Team PK: a team formed twice with one id is one team; a join sent twice is one join', async () => {
  setToken('dev-token-2')
  const body = { name: '重试车友队', slogan: '一次就好', avatar: '/static/img/avatars/x.svg' }
  const [formed, again] = await twice((id) => createTeam(body, id))
  expect(again.id).toBe(formed.id)
  expect((await getTeams({ pageNo: 1, pageSize: 10, keyword: '重试车友队' })).total).toBe(1)
  setToken('dev-token-7')
  const [joined, rejoined] = await twice((id) => joinTeam(formed.id, id))
  expect(rejoined.memberCount).toBe(joined.memberCount)
  expect(joined.memberCount).toBe(2)
})

test('mall, address and my other cars: a cart line added once, one address, one car', async () => {
  const [added, again] = await twice((id) => addToCart({ skuId: 100202, quantity: 1 }, id))
  expect(again.count).toBe(added.count)

  const before = (await listAddresses()).length
  const input = { receiverName: '李雷', mobile: '13912345678', provinceCode: '440000', cityCode: '440300', districtCode: '440305', detailAddress: '科技园南区 8 栋', tag: '公司', isDefault: false }
  const [address, sameAddress] = await twice((id) => addAddress(input, id))
  expect(sameAddress.id).toBe(address.id)
  expect(await listAddresses()).toHaveLength(before + 1)

  const [car, sameCar] = await twice((id) => addOtherCar({ brandId: 10, modelId: 1002, plate: '京AD12345', purchaseDate: '2023-04-01' }, id))
  expect(sameCar.id).toBe(car.id)
  expect((await getOtherCars()).filter((c) => c.plate === car.plate)).toHaveLength(1)
})

test('leads: a test drive, a lead, a registration and a referral each answered once', async () => {
  const day = dayjs().add(2, 'day').format('YYYY-MM-DD')
  const booking = { name: '王小明', mobile: '13912345678', vehicleTypeId: 2, dealerCode: 'EV-GZ-002', expectDate: day, remark: '期望时段 09:00-11:00' }
  const [drive, sameDrive] = await twice((id) => submitTestDrive(booking, id))
  expect(sameDrive.id).toBe(drive.id)

  const lead = { name: '张三', mobile: '13912345678', provinceCode: '110000', cityCode: '110100', vehicleTypeId: 2, consent: true, source: 'test' }
  const [captured, sameLead] = await twice((id) => captureLead(lead, id))
  expect(sameLead.id).toBe(captured.id)

  const [registered, sameRegistration] = await twice((id) => submitRegistration({ activityId: 201, name: '王小明', mobile: '13800138000', companions: 2 }, id))
  expect(sameRegistration).toEqual(registered)

  const [referral, sameReferral] = await twice((id) => insertRecommend({ activityId: 401, name: '吴敏', mobile: '13655556666', vehicleTypeId: 1, dealerCode: 'EV-BJ-002' }, id))
  expect(sameReferral.id).toBe(referral.id)
})

test('a comment, an evaluation and a survey posted twice with one id are one each', async () => {
  const [comment, sameComment] = await twice((id) => postComment({ contentId: 106, content: '只发一次的评论' }, id))
  expect(sameComment.id).toBe(comment.id)

  const good = { scores: { attitude: 5, professionalism: 5, speed: 4, environment: 5 }, tags: ['接待热情'], problems: [], comment: '顾问很专业', photos: [], anonymous: false }
  const [evaluation, sameEvaluation] = await twice((id) => submitEvaluation('service', 9003, good, id))
  expect(sameEvaluation).toEqual(evaluation)

  const answers = { energy: { picked: ['ev'] }, where: { picked: ['public'] }, publicRating: 4, wishes: { picked: ['speed', 'other'], other: '高速服务区排队' }, nps: 8 }
  const [answered, sameAnswer] = await twice((id) => submitSurvey(802, answers, id))
  expect(sameAnswer).toEqual(answered)
})

test('charging: an application, a repair and a rating sent twice with one id are one each', async () => {
  const application = {
    carId: 3, provinceCode: '440000', cityCode: '440300', districtCode: '440304', address: '香蜜湖街道香梅北路 88 号 B1-056 车位', parking: 'rented' as const,
    consentPhotos: ['http://127.0.0.1/static/upload/1'], contactName: '王小明', contactPhone: '13800138000',
    preferredDate: dayjs().add(2, 'day').format('YYYY-MM-DD'), backupDate: dayjs().add(4, 'day').format('YYYY-MM-DD'),
  }
  const [applied, sameApplication] = await twice((id) => applyForPile(application, id))
  expect(sameApplication.id).toBe(applied.id)

  const repair = { pileId: 6301, symptom: '无法充电' as const, description: '插枪后没有任何反应', photos: [], contactTime: '周末' as const }
  const [reported, sameReport] = await twice((id) => reportRepair(repair, id))
  expect(sameReport.id).toBe(reported.id)

  const rating = { scores: { timeliness: 5, quality: 4, attitude: 5, tidiness: 5 }, tags: ['上门准时'], problems: [], comment: '安装规范', photos: [], anonymous: false }
  const [rated, sameRating] = await twice((id) => rateChargingOrder('install', 6101, rating, id))
  expect(sameRating).toEqual(rated)
})

test('applications: an occupation authentication and a welfare application sent twice are one each', async () => {
  const form = { type: 'soldier' as const, realName: '王小明', idNumber: SEEDED_ID_NUMBER, workUnit: '北京卫戍区某部', proofs: ['/static/img/covers/proof-a.svg'], consent: true }
  const [auth, sameAuth] = await twice((id) => submitAuth(form, id))
  expect(sameAuth.id).toBe(auth.id)

  setToken('dev-token-2')
  const body = { realName: '李明', mobile: '13900139000', plate: '粤BD12345', reason: '周末有空，想参加山区图书角项目。', consent: true }
  const [applied, sameApplication] = await twice((id) => applyWelfare(body, id))
  expect(sameApplication.id).toBe(applied.id)
})
