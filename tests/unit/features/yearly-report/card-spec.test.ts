import { toYearCard, yearCardAlt, yearCardSpec } from '@/features/yearly-report/card-spec'
import { imageSources } from '@/shared/poster/spec'
import { RICH, SHARED } from './fixtures'

test('the card shows only the name, avatar, year, the three figures and the keyword', () => {
  const spec = yearCardSpec(toYearCard(RICH))
  const words = spec.elements.flatMap((e) => (e.kind === 'text' ? [e.text] : []))
  expect(words).toEqual(['林间追风', '我的 2026 年度报告', '620', '相伴天数', '211', '签到天数', '2w+', '获得积分', '年度关键词', '远方'])
  expect(imageSources(spec)).toEqual(['a.svg'])
  for (const e of spec.elements) if ('height' in e) expect(e.y + e.height).toBeLessThanOrEqual(spec.height)
  // No figure of the report beyond the card's (posts, topic) reaches it.
  expect(Object.keys(toYearCard(RICH)).sort()).toEqual(Object.keys(SHARED).sort())
})

test("a friend's shared year draws the same card", () => {
  expect(yearCardSpec(SHARED)).toEqual(yearCardSpec(toYearCard(RICH)))
  expect(yearCardAlt(SHARED)).toContain('年度关键词「远方」')
})
