import { linkTarget } from '@/core/navigation/link-target'
import { paths } from '@/routes'

test('a page of the route table, with or without its query, is its route', () => {
  expect(linkTarget('/package-museum/hall')?.title).toBe('博物馆')
  expect(linkTarget('/package-home/pages/info-car-intro-detail/index?id=2')?.path).toBe('package-home/pages/info-car-intro-detail/index')
  expect(linkTarget(paths.teamRanking())?.path).toBe('pages/teamPk/components/generalList')
  expect(linkTarget('/pages/car/car')?.tab).toBe(true)
})

test('a path the table lacks, an empty link and an address with a scheme are no page', () => {
  expect(linkTarget('/pages/teamPk/index')).toBeUndefined()
  expect(linkTarget('/package-museum/hall/extra?x=1')).toBeUndefined()
  expect(linkTarget('')).toBeUndefined()
  expect(linkTarget('  ')).toBeUndefined()
  expect(linkTarget('https://h5.ev-brand.cn/')).toBeUndefined()
  expect(linkTarget('miniprogram://wx1234567890abcdef/pages/index/index')).toBeUndefined()
})
