import { figureText, storyPages } from '@/features/yearly-report/story'
import { EMPTY, MODERATE, RICH } from './fixtures'

const keys = (r: typeof RICH) => storyPages(r).map((p) => p.key)

test('a rich year shows every page with figures, then the keyword and the ending', () => {
  expect(keys(RICH)).toEqual(['opening', 'sign-in', 'points', 'posts', 'activities', 'maintenance', 'topic', 'keyword', 'ending'])
  const opening = storyPages(RICH)[0]
  expect(opening.text).toBe('2024.03.15，我们第一次相遇')
  expect(opening.figures).toEqual([{ label: '相伴', value: 620, unit: '天' }])
})

test('a moderate year shows only the pages and figures that are there', () => {
  const pages = storyPages(MODERATE)
  expect(pages.map((p) => p.key)).toEqual(['opening', 'sign-in', 'points', 'activities', 'keyword', 'ending'])
  // Points spent and the test drives' zero neighbour are left out, not shown as 0.
  expect(pages.find((p) => p.key === 'points')!.figures.map((f) => f.label)).toEqual(['获得积分'])
  expect(pages.find((p) => p.key === 'activities')!.figures.map((f) => f.label)).toEqual(['预约试驾'])
})

test('an almost empty year is short and kind, never a page of zeros', () => {
  const pages = storyPages(EMPTY)
  expect(pages.map((p) => p.key)).toEqual(['opening', 'begun', 'keyword', 'ending'])
  expect(pages[1].title).toBe('这一年才刚刚开始')
  for (const p of pages.slice(1)) for (const f of p.figures) expect(f.value).toBeGreaterThan(0)
  expect(pages[2].text).toBe(EMPTY.keywordReason)
})

test('figures read as spec §9 counts and days', () => {
  const points = { label: '获得积分', value: 9999, unit: '分' }
  expect(figureText(points)).toBe('获得积分 9999 分')
  expect(figureText({ ...points, value: 10000 })).toBe('获得积分 1w 分')
  expect(figureText({ ...points, value: 23456 })).toBe('获得积分 2w+ 分')
  expect(figureText({ label: '相伴', value: 123, unit: '天' })).toBe('相伴 123 天')
  // A counter on its way shows where it is.
  expect(figureText({ label: '相伴', value: 123, unit: '天' }, 40)).toBe('相伴 40 天')
})
