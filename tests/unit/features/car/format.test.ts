import { priceWan, priceYuan } from '@/features/car/format'

test('guide prices in fen read as 万起 with 2 decimals', () => {
  expect(priceWan(28_980_000)).toBe('28.98 万起')
  expect(priceWan(7_980_000)).toBe('7.98 万起')
})

test('prices in fen read as yuan with thousands separators', () => {
  expect(priceYuan(28_980_000)).toBe('¥289,800')
  expect(priceYuan(4_347_000)).toBe('¥43,470')
  expect(priceYuan(99_900)).toBe('¥999')
})
