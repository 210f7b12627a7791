import type { ServiceStep } from '@api/service-order'
import { stepState } from '@/shared/steps'
import { isFinished, serviceTimeline } from '@/features/service-progress/timeline'

const PLAN = ['已接车', '检测中', '等待配件', '维修中', '质检中', '待取车', '已交车']
const step = (code: number, photos: string[] = []): ServiceStep => ({
  code, name: PLAN[code - 1], time: `2025-03-0${code}T10:00:00+08:00`, note: '', photos,
})
const states = (t: ReturnType<typeof serviceTimeline>) => t.steps.map((s, i) => `${s.title}:${stepState(i, t.current)}`)

test('an order under repair: reached steps done, the last one current, the rest ahead without times', () => {
  const t = serviceTimeline({ plan: PLAN, currentStep: 4, steps: [step(1), step(2), step(3), step(4, ['a.svg'])] })
  expect(states(t)).toEqual(['已接车:done', '检测中:done', '等待配件:done', '维修中:current', '质检中:todo', '待取车:todo', '已交车:todo'])
  expect(t.steps[3]).toMatchObject({ time: expect.stringMatching(/^2025\/03\/04/), photos: ['a.svg'] })
  expect(t.steps[4].time).toBeUndefined()
})

test('a step skipped on the way (no parts to wait for) is left out', () => {
  const t = serviceTimeline({ plan: PLAN, currentStep: 5, steps: [step(1), step(2), step(4), step(5)] })
  expect(t.steps.map((s) => s.title)).toEqual(['已接车', '检测中', '维修中', '质检中', '待取车', '已交车'])
  expect(t.current).toBe(3)
})

test('a handed-over order has every step done; steps arrive in any order', () => {
  const t = serviceTimeline({ plan: PLAN, currentStep: 7, steps: [7, 6, 5, 4, 2, 1].map((c) => step(c)) })
  expect(t.steps.map((s) => s.code)).toEqual([1, 2, 4, 5, 6, 7])
  expect(t.current).toBe(6)
  expect(states(t).every((s) => s.endsWith(':done'))).toBe(true)
})

test('a just-received order is at its first step', () => {
  const t = serviceTimeline({ plan: PLAN, currentStep: 1, steps: [step(1)] })
  expect(t.current).toBe(0)
  expect(t.steps).toHaveLength(7)
})

test('only a finished order can be evaluated', () => {
  expect(isFinished({ status: 2 })).toBe(true)
  expect(isFinished({ status: 1 })).toBe(false)
})
