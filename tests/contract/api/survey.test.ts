// The survey calls of src/features/survey/api.ts against the dev API server, and the points
// balance the mine tab and sign-in read (src/entities/points).
import { Value } from '@sinclair/typebox/value'
import { PageSchema } from '@api/common'
import { SurveyDetailSchema, SurveySubmitResultSchema, SurveySummarySchema, type Answers } from '@api/survey'
import { clearSession, setToken } from '@/core/session'
import { getSurvey, getSurveys, submitSurvey } from '@/features/survey/api'
import { allQuestions } from '@/features/survey/engine'
import { getPointDetail, getPointRecords } from '@/entities/points/api'
import { setupApiServer } from '../support/api-server'

setupApiServer()

/** User 1's seeded balance (mock/seed/users.ts). */
const START_POINTS = 2680
const pointsNow = async () => (await getPointDetail())!.point

/** A valid submission of 802 in which a rule skips the home-pile rating. */
const STEPS_ANSWERS: Answers = { energy: { picked: ['ev'] }, where: { picked: ['public'] }, publicRating: 4, wishes: { picked: ['speed', 'other'], other: '高速服务区排队' }, nps: 8 }

test('open to me: open ones by deadline, then the one not open yet, 15 over two pages; none closed or answered', async () => {
  const first = await getSurveys({ tab: 'open', pageNo: 1, pageSize: 10 })
  expect(Value.Check(PageSchema(SurveySummarySchema), first)).toBe(true)
  expect(first.total).toBe(15)
  expect(first.list.map((s) => s.id)).toEqual([802, 801, 811, 812, 813, 814, 815, 816, 817, 818])
  expect(first.list[1]).toMatchObject({ title: '车主用车体验调研', rewardPoints: 20, questionCount: 11, state: 'open', answeredAt: null })
  const second = await getSurveys({ tab: 'open', pageNo: 2, pageSize: 10 })
  expect(second.list.map((s) => [s.id, s.state])).toEqual([[819, 'open'], [820, 'open'], [821, 'open'], [822, 'open'], [804, 'upcoming']])
})

test('those I answered, newest first', async () => {
  const answered = await getSurveys({ tab: 'answered', pageNo: 1, pageSize: 10 })
  expect(answered.list.map((s) => [s.id, s.state])).toEqual([[805, 'open'], [806, 'closed']])
  expect(answered.list.every((s) => s.answeredAt)).toBe(true)
})

test('the full survey: every question type and rule, with user 1 as the respondent', async () => {
  const survey = await getSurvey(801)
  expect(Value.Check(SurveyDetailSchema, survey)).toBe(true)
  const questions = allQuestions(survey)
  expect(new Set(questions.map((q) => q.type))).toEqual(new Set(['single', 'multiple', 'rating', 'nps', 'text', 'textarea', 'phone', 'date', 'image']))
  expect(survey).toMatchObject({ shuffleOptions: true, respondentId: 1, myAnswers: null, state: 'open' })
  expect(questions.filter((q) => q.showWhen).map((q) => q.id)).toEqual(['unhappy', 'pileRating'])
  expect(questions.filter((q) => q.endWhen).map((q) => q.id)).toEqual(['callback'])
  expect(questions.some((q) => q.options?.some((o) => o.exclusive))).toBe(true)
  expect(questions.some((q) => q.options?.some((o) => o.other))).toBe(true)
  expect(questions.filter((q) => q.required).length).toBeGreaterThan(5)
})

test('closed, not yet open, and answered (with my answers)', async () => {
  expect(await getSurvey(803)).toMatchObject({ state: 'closed', myAnswers: null })
  expect(await getSurvey(804)).toMatchObject({ state: 'upcoming', myAnswers: null })
  const answered = await getSurvey(805)
  expect(answered.myAnswers).toMatchObject({ score: 4, compare: { picked: ['better'] } })
  expect(answered.answeredAt).toBeTruthy()
})

test('a submission is accepted once: the reward is credited once and shows in the points balance', async () => {
  expect(await pointsNow()).toBe(START_POINTS)
  const result = await submitSurvey(802, STEPS_ANSWERS)
  expect(Value.Check(SurveySubmitResultSchema, result)).toBe(true)
  expect(result).toMatchObject({ rewardPoints: 10, point: START_POINTS + 10 })
  expect(await pointsNow()).toBe(START_POINTS + 10)
  expect((await getPointRecords({ pageNo: 1, pageSize: 1 })).list[0]).toMatchObject({ change: 10, reason: '完成问卷「充电体验小调查」' })

  await expect(submitSurvey(802, STEPS_ANSWERS)).rejects.toMatchObject({ status: 409, message: '你已经提交过这份问卷，不能重复提交' })
  expect(await pointsNow()).toBe(START_POINTS + 10)

  const survey = await getSurvey(802)
  expect(survey.myAnswers).toEqual(STEPS_ANSWERS)
  expect((await getSurveys({ tab: 'answered', pageNo: 1, pageSize: 10 })).list[0].id).toBe(802)
  expect((await getSurveys({ tab: 'open', pageNo: 1, pageSize: 10 })).list.map((s) => s.id)).not.toContain(802)
})

test('the full survey with every type answered, 其他 text trimmed as kept', async () => {
  const answers: Answers = {
    model: { picked: ['other'], other: ' 问界 M7 ' }, city: '杭州', delivery: '2024-05-01', scenes: { picked: ['commute', 'trip'] },
    overall: 2, unhappy: '冬天续航掉得厉害', pile: { picked: ['yes'] }, pileRating: 4, nps: 6, callback: { picked: ['yes'] },
    phone: '13800138000', photos: ['http://127.0.0.1/static/upload/1'],
  }
  expect((await submitSurvey(801, answers)).point).toBe(START_POINTS + 20)
  expect((await getSurvey(801)).myAnswers).toMatchObject({ model: { picked: ['other'], other: '问界 M7' }, photos: ['http://127.0.0.1/static/upload/1'] })
})

test('bad answers are refused with a message naming the question, and change nothing', async () => {
  const refused = async (answers: Answers, message: string) => {
    await expect(submitSurvey(802, answers)).rejects.toMatchObject({ status: 400, message })
  }
  await refused({ ...STEPS_ANSWERS, nps: undefined } as never, '「你有多大可能向朋友推荐我们的补能服务？」请选择 0-10 分')
  await refused({ ...STEPS_ANSWERS, wishes: { picked: ['none', 'speed'] } }, '「你最希望我们改进什么？」「都挺好」不能与其他选项同时选择')
  await refused({ ...STEPS_ANSWERS, wishes: { picked: ['speed', 'app', 'pay'] } }, '「你最希望我们改进什么？」最多选择 2 项')
  await refused({ ...STEPS_ANSWERS, wishes: { picked: ['other'] } }, '「你最希望我们改进什么？」请填写「其他」的具体内容')
  await refused({ ...STEPS_ANSWERS, homeRating: 5 }, '「家充桩用起来怎么样？」按你的作答无需回答，请刷新问卷后重试')
  await refused({ ...STEPS_ANSWERS, colour: '红' }, '问卷中没有这道题（colour）')
  await refused({ ...STEPS_ANSWERS, publicRating: 6 }, '「公共充电站的体验如何？」请选择 1-5 星')
  await expect(submitSurvey(802, { ...STEPS_ANSWERS, nps: { nested: true } } as never)).rejects.toMatchObject({ status: 400, message: '参数 answers.nps 答案格式不正确' })
  expect(await pointsNow()).toBe(START_POINTS)
  expect((await getSurvey(802)).myAnswers).toBeNull()
})

test('an early end needs only the answers before it', async () => {
  expect((await submitSurvey(802, { energy: { picked: ['fuel'] } })).rewardPoints).toBe(10)
})

test('closed and not-yet-open surveys refuse answers; unknown ones are not found; a guest is refused', async () => {
  await expect(submitSurvey(803, { score: 5, compare: { picked: ['same'] } })).rejects.toMatchObject({ status: 409, message: '问卷已经结束，无法再提交' })
  await expect(submitSurvey(804, { score: 5, compare: { picked: ['same'] } })).rejects.toMatchObject({ status: 409, message: '问卷还没有开始，开始后再来作答吧' })
  await expect(submitSurvey(805, { score: 5, compare: { picked: ['same'] } })).rejects.toMatchObject({ status: 409 })
  await expect(getSurvey(999)).rejects.toMatchObject({ status: 404, message: '问卷不存在' })
  expect(await pointsNow()).toBe(START_POINTS)
  clearSession()
  await expect(getSurveys({ tab: 'open' })).rejects.toMatchObject({ status: 401 })
})

test('another user has answered nothing: 805 is open to them, and their own submission is theirs', async () => {
  setToken('dev-token-2')
  const open = await getSurveys({ tab: 'open', pageNo: 1, pageSize: 50 })
  expect(open.list.map((s) => s.id)).toContain(805)
  expect((await getSurveys({ tab: 'answered', pageNo: 1, pageSize: 10 })).total).toBe(0)
  expect((await getSurvey(805)).respondentId).toBe(2)
  expect((await submitSurvey(805, { score: 3, compare: { picked: ['worse'] } })).point).toBe(850 + 10)
})
