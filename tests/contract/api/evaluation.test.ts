// The evaluation calls of src/features/evaluation/api.ts against the dev API server.
import { Value } from '@sinclair/typebox/value'
import { EvaluationDetailSchema, EvaluationListItemSchema, EvaluationRecordSchema, type EvaluationInput } from '@api/evaluation'
import { PageSchema } from '@api/common'
import { clearSession, setToken } from '@/core/session'
import { getEvaluation, getEvaluations, submitEvaluation } from '@/features/evaluation/api'
import { setupApiServer } from '../support/api-server'

const api = setupApiServer()

const GOOD: EvaluationInput = {
  scores: { attitude: 5, professionalism: 5, speed: 4, environment: 5 }, tags: ['接待热情'], problems: [], comment: '顾问很专业', photos: [], anonymous: false,
}
const ids = (page: { list: { target: { kind: string; id: number } }[] }) => page.list.map((i) => `${i.target.kind}:${i.target.id}`)
const all = { pageNo: 1, pageSize: 50 }

test('a service order: what it is, the four aspects, tags and problems, not yet evaluated', async () => {
  const detail = await getEvaluation('service', 9003)
  expect(Value.Check(EvaluationDetailSchema, detail)).toBe(true)
  expect(detail.target).toMatchObject({ kind: 'service', id: 9003, dealerName: expect.stringContaining('星驰汽车'), car: expect.stringContaining('·') })
  expect(detail.target.kind === 'service' && detail.target.orderNo).toMatch(/^WX\d{8}9003$/)
  expect(detail.template.aspects.map((a) => a.name)).toEqual(['服务态度', '专业程度', '维修速度', '门店环境'])
  expect(detail.template.tags.length).toBeGreaterThan(3)
  expect(detail.template.problems.length).toBeGreaterThan(3)
  expect(detail.evaluation).toBeNull()
  // The order behind a maintenance visit, an attended activity and a test drive with its consultant.
  expect((await getEvaluation('service', 7114)).target).toMatchObject({ serviceType: '常规保养', dealerName: '星驰汽车深圳南山店' })
  expect((await getEvaluation('activity', 208)).target).toMatchObject({ name: '城市夜骑车友会（已结束）' })
  expect((await getEvaluation('sales', 2)).target).toMatchObject({ occasion: 'test-drive', consultantName: '林晓', car: '远航 L8 增程版' })
  expect((await getEvaluation('sales', 8003)).target).toMatchObject({ occasion: 'purchase', consultantName: '吴晓燕' })
})

test('the list: what waits (newest first, every kind) and what I evaluated, by kind, paged', async () => {
  const pending = await getEvaluations({ state: 'pending', ...all })
  expect(Value.Check(PageSchema(EvaluationListItemSchema), pending)).toBe(true)
  expect(ids(pending)).toEqual(expect.arrayContaining(['service:9003', 'service:7114', 'activity:203', 'activity:208', 'sales:2', 'sales:8003']))
  expect(ids(pending)).not.toEqual(expect.arrayContaining(['service:9001']))
  expect(ids(pending).filter((id) => ['service:9005', 'service:7110', 'activity:209', 'sales:3'].includes(id))).toEqual([])
  const times = pending.list.map((i) => i.target.time)
  expect(times).toEqual([...times].sort().reverse())
  expect(pending.list.every((i) => i.evaluation === null)).toBe(true)
  const paged = await getEvaluations({ state: 'pending', pageNo: 2, pageSize: 10 })
  expect(paged).toMatchObject({ total: pending.total, pageNo: 2 })
  expect(paged.list).toHaveLength(10)

  const done = await getEvaluations({ state: 'done', ...all })
  expect(ids(done)).toEqual(['activity:209', 'service:9005', 'sales:3', 'service:7110'])
  expect(done.list[1].evaluation).toMatchObject({ score: 4.8, comment: '顾问提前打电话提醒取车，保养项目讲得很清楚。' })
  expect(ids(await getEvaluations({ state: 'done', kind: 'service', ...all }))).toEqual(['service:9005', 'service:7110'])
  expect(ids(await getEvaluations({ state: 'pending', kind: 'activity', ...all }))).toEqual(['activity:208', 'activity:203'])
})

test('an evaluation is stored once: it leaves the waiting list, shows under 已评价 and a second is refused', async () => {
  const record = await submitEvaluation('service', 9003, { ...GOOD, comment: '  顾问很专业  ', tags: ['接待热情', '接待热情'] })
  expect(Value.Check(EvaluationRecordSchema, record)).toBe(true)
  expect(record).toMatchObject({ score: 4.8, comment: '顾问很专业', tags: ['接待热情'] })
  expect(ids(await getEvaluations({ state: 'pending', ...all }))).not.toContain('service:9003')
  expect(ids(await getEvaluations({ state: 'done', ...all }))[0]).toBe('service:9003')
  expect((await getEvaluation('service', 9003)).evaluation).toEqual(record)

  await expect(submitEvaluation('service', 9003, GOOD)).rejects.toMatchObject({ status: 409, message: '您已评价过，不能重复评价' })
  expect(api.toasts).toEqual(['您已评价过，不能重复评价'])
})

test('a low score needs a problem; problems without one are dropped', async () => {
  const low = { ...GOOD, scores: { ...GOOD.scores, speed: 2 } }
  await expect(submitEvaluation('activity', 208, { ...low, tags: [], scores: { organisation: 2, content: 5, venue: 5, staff: 5 } }))
    .rejects.toMatchObject({ status: 400, message: '有 2 星及以下的评分时，请至少选择一个遇到的问题' })
  await expect(submitEvaluation('service', 9003, low)).rejects.toMatchObject({ status: 400, message: '有 2 星及以下的评分时，请至少选择一个遇到的问题' })
  const record = await submitEvaluation('service', 9003, { ...low, problems: ['等待时间过长'] })
  expect(record.problems).toEqual(['等待时间过长'])
  expect((await submitEvaluation('service', 9004, { ...GOOD, problems: ['等待时间过长'] })).problems).toEqual([])
})

test('a flagged word, an unrated aspect, a tag not offered or a long comment is refused with its message', async () => {
  await expect(submitEvaluation('sales', 2, { ...GOOD, scores: { attitude: 5, knowledge: 5, response: 5, honesty: 5 }, tags: [], comment: '可以代开发票吗' }))
    .rejects.toMatchObject({ status: 400, message: '评价内容包含敏感词：代开发票，请修改后再提交' })
  await expect(submitEvaluation('service', 9003, { ...GOOD, comment: '加微信领保养券' })).rejects.toMatchObject({ status: 400, message: '评价内容未通过内容安全检测，请修改后再提交' })
  await expect(submitEvaluation('service', 9003, { ...GOOD, scores: { attitude: 5, professionalism: 5, speed: 4 } })).rejects.toMatchObject({ status: 400, message: '请为「门店环境」打分' })
  await expect(submitEvaluation('service', 9003, { ...GOOD, tags: ['很便宜'] })).rejects.toMatchObject({ status: 400, message: '标签「很便宜」不可选' })
  await expect(submitEvaluation('service', 9003, { ...GOOD, comment: '好'.repeat(501) })).rejects.toMatchObject({ status: 400, message: '参数 comment 长度不能超过 500' })
  await expect(submitEvaluation('service', 9003, { ...GOOD, scores: { ...GOOD.scores, speed: 6 } })).rejects.toMatchObject({ status: 400 })
  // Nothing refused was stored.
  expect((await getEvaluation('service', 9003)).evaluation).toBeNull()
})

test('another user\'s target answers 404, one not over yet 409, a guest 401', async () => {
  await expect(getEvaluation('service', 9101)).rejects.toMatchObject({ status: 404, message: '服务工单不存在' })
  await expect(getEvaluation('service', 7401)).rejects.toMatchObject({ status: 404 })
  await expect(submitEvaluation('service', 9102, GOOD)).rejects.toMatchObject({ status: 404 })
  await expect(getEvaluation('activity', 201)).rejects.toMatchObject({ status: 404, message: '没有找到你参加过的这个活动' })
  await expect(getEvaluation('sales', 4)).rejects.toMatchObject({ status: 404 })
  await expect(getEvaluation('sales', 8004)).rejects.toMatchObject({ status: 404 })
  await expect(getEvaluation('service', 9001)).rejects.toMatchObject({ status: 409, message: '服务尚未完成，交车后才能评价' })
  await expect(getEvaluation('sales', 1)).rejects.toMatchObject({ status: 409, message: '试驾完成后才能评价销售顾问' })
  setToken('dev-token-2')
  expect(ids(await getEvaluations({ state: 'pending', ...all })).sort()).toEqual(['activity:208', 'sales:4', 'sales:8004', 'service:7401'])
  await expect(getEvaluation('service', 9003)).rejects.toMatchObject({ status: 404 })
  clearSession()
  await expect(getEvaluations({ state: 'pending' })).rejects.toMatchObject({ status: 401 })
})
