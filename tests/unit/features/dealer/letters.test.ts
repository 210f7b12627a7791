import { groupByLetter, indexLetters } from '@/features/dealer/letters'

const city = (regionName: string, letter: string) => ({ regionName, letter })

test('cities are grouped by letter, groups A-Z, names sorted within a group', () => {
  const groups = groupByLetter([city('深圳市', 'S'), city('北京市', 'B'), city('上海市', 'S'), city('成都市', 'C'), city('苏州市', 'S')])
  expect(groups.map((g) => g.letter)).toEqual(['B', 'C', 'S'])
  expect(groups[2].regions.map((r) => r.regionName)).toEqual([...['深圳市', '上海市', '苏州市']].sort((a, b) => a.localeCompare(b, 'zh-CN')))
  expect(groups[2].regions).toHaveLength(3)
  expect(indexLetters(groups)).toEqual(['B', 'C', 'S'])
})

test('lower-case letters count as upper case; a missing or odd letter goes under # at the end', () => {
  const groups = groupByLetter([city('广州市', 'g'), city('未知市', ''), city('佛山市', 'F'), city('奇怪市', '1')])
  expect(groups.map((g) => g.letter)).toEqual(['F', 'G', '#'])
  expect(groups[2].regions.map((r) => r.regionName).sort()).toEqual(['奇怪市', '未知市'].sort())
})

test('no cities, no groups', () => {
  expect(groupByLetter([])).toEqual([])
})

test('every city lands in exactly one group', () => {
  const cities = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'.split('').flatMap((l, i) => [city(`${l}1`, l), city(`${l}2`, i % 2 ? l.toLowerCase() : l)])
  const groups = groupByLetter(cities)
  expect(groups).toHaveLength(26)
  expect(groups.reduce((n, g) => n + g.regions.length, 0)).toBe(cities.length)
  for (const g of groups) expect(g.regions.every((r) => r.letter.toUpperCase() === g.letter)).toBe(true)
})
