import { orderStatus } from '@/features/charging/status'
import { application, repair } from './fixtures'

test('applications: under way, installed (rate it, or rated), ended', () => {
  const seen = (['submitted', 'surveyed', 'installing', 'installed', 'rejected', 'cancelled'] as const).map((s) => orderStatus(application(s)))
  expect(seen.map((s) => [s.text, s.tone, s.rating])).toEqual([
    ['已提交', 'active', null],
    ['已勘测', 'active', null],
    ['安装中', 'active', null],
    ['已安装', 'done', 'rate'],
    ['已驳回', 'ended', null],
    ['已取消', 'ended', null],
  ])
  expect(orderStatus(application('installed', { rated: true }))).toEqual({ text: '已安装', tone: 'done', finished: true, rating: 'rated' })
})

test('repairs: under way until repaired, then rate it, or rated', () => {
  const seen = (['submitted', 'accepted', 'repairing', 'repaired'] as const).map((s) => orderStatus(repair(1, s)))
  expect(seen.map((s) => [s.text, s.tone, s.finished, s.rating])).toEqual([
    ['待受理', 'active', false, null],
    ['已派单', 'active', false, null],
    ['维修中', 'active', false, null],
    ['已修复', 'done', true, 'rate'],
  ])
  expect(orderStatus(repair(1, 'repaired', { rated: true })).rating).toBe('rated')
})
