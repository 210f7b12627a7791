import { BarChart, chartSummary, type ChartPoint } from '@/shared/chart'
import { render } from '../../../support/render'

type Utils = Awaited<ReturnType<typeof render>>
const all = (u: Utils, selector: string) => Array.from(u.queries.querySelectorAll(selector)) as HTMLElement[]
const days = (values: number[]): ChartPoint[] => values.map((value, i) => ({ label: `11-${String(i + 1).padStart(2, '0')}`, value }))

test('seven days: a bar each, as high as its share of the axis, every label, nice ticks; one labelled image', async () => {
  const u = await render(BarChart, { name: '近7天浏览', points: days([3, 7, 0, 5, 2, 6, 4]) })
  const root = u.queries.querySelector('.chart')!
  expect(root.getAttribute('role')).toBe('img')
  expect(root.getAttribute('aria-label')).toBe('近7天浏览，11-01 至 11-07，共 7 天，合计 27，最高 7（11-02）')
  const bars = all(u, '.chart__bar')
  expect(bars).toHaveLength(7)
  // The axis runs 0..8 for a maximum of 7.
  expect(all(u, '.chart__tick-text').map((t) => t.textContent)).toEqual(['0', '2', '4', '6', '8'])
  expect(bars[1].style.height).toBe('87.500%')
  expect(bars[2].style.height).toBe('0.000%')
  expect(bars[0].style.left).toBe('7.143%')
  expect(all(u, '.chart__x-text').map((t) => t.textContent)).toEqual(days([0, 0, 0, 0, 0, 0, 0]).map((p) => p.label))
})

test('thirty days: thirty bars and at most seven labels, the latest day labelled', async () => {
  const u = await render(BarChart, { name: '近30天点赞', points: days(Array.from({ length: 30 }, (_, i) => i * 10)) })
  expect(all(u, '.chart__bar')).toHaveLength(30)
  const labels = all(u, '.chart__x-text').map((t) => t.textContent)
  expect(labels.length).toBeLessThanOrEqual(7)
  expect(labels[labels.length - 1]).toBe('11-30')
  expect(all(u, '.chart__tick-text').map((t) => t.textContent)).toEqual(['0', '100', '200', '300'])
})

test('one day stands in the middle', async () => {
  const one = await render(BarChart, { name: '评论', points: days([4]) })
  expect(all(one, '.chart__bar').map((b) => b.style.left)).toEqual(['50.000%'])
  expect(one.queries.querySelector('.chart')!.getAttribute('aria-label')).toBe('评论，11-01，共 1 天，合计 4，最高 4（11-01）')
})

test('an empty series says 暂无数据 and draws nothing', async () => {
  const none = await render(BarChart, { name: '评论', points: [] })
  expect(none.queries.querySelector('.chart--empty')?.textContent).toBe('暂无数据')
  expect(all(none, '.chart__bar')).toHaveLength(0)
  expect(chartSummary('评论', [])).toBe('评论：暂无数据')
})

test('all zeros still draw an axis, 0 to 1', async () => {
  const u = await render(BarChart, { name: '新增粉丝', points: days([0, 0, 0]) })
  expect(all(u, '.chart__tick-text').map((t) => t.textContent)).toEqual(['0', '1'])
  expect(all(u, '.chart__bar').every((b) => b.style.height === '0.000%')).toBe(true)
})
