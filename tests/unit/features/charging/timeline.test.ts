import { applicationTimeline, repairTimeline } from '@/features/charging/timeline'
import { formatDateTime } from '@/utils'
import { application, repair } from './fixtures'

const titles = (t: { steps: { title: string }[] }) => t.steps.map((s) => s.title)

test('a submitted application: 已提交 under way, the rest of the plan ahead', () => {
  const t = applicationTimeline(application('submitted'))
  expect(titles(t)).toEqual(['已提交', '已勘测', '安装中', '已安装'])
  expect(t.current).toBe(0)
  expect(t.steps[0].time).toBe(formatDateTime('2026-03-04T10:00:00+08:00'))
  expect(t.steps[0].time).toMatch(/^2026\/03\/04 \d{2}:00:00$/)
  expect(t.steps[1].time).toBeUndefined()
})

test('installed: every step done', () => {
  const t = applicationTimeline(application('installed'))
  expect(titles(t)).toEqual(['已提交', '已勘测', '安装中', '已安装'])
  expect(t.current).toBe(4)
})

test('rejected after the survey: the reached steps, the reason under 已驳回, nothing ahead', () => {
  const t = applicationTimeline(application('rejected'))
  expect(titles(t)).toEqual(['已提交', '已勘测', '已驳回'])
  expect(t.current).toBe(3)
  expect(t.steps[2].description).toBe('物业未同意')
})

test('cancelled: 已提交 then 已取消, nothing ahead', () => {
  const t = applicationTimeline(application('cancelled'))
  expect(titles(t)).toEqual(['已提交', '已取消'])
  expect(t.current).toBe(2)
})

test('a repair being repaired: 维修中 under way, 已修复 ahead; repaired: all done', () => {
  const t = repairTimeline(repair(1, 'repairing'))
  expect(titles(t)).toEqual(['待受理', '已派单', '维修中', '已修复'])
  expect(t.current).toBe(2)
  expect(repairTimeline(repair(1, 'repaired')).current).toBe(4)
})
