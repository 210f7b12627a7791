import type { Dealer } from '@api/lead'
import { formatKm, nearestFirst, sortByDistance, withDistance } from '@/features/dealer/distance'

const NANSHAN = { latitude: 22.5329, longitude: 113.9304 }

function dealer(id: number, name: string, latitude: number, longitude: number): Dealer {
  return {
    id, dealerCode: `D${id}`, dealerName: name, shortName: name, address: '', phone: '', businessHours: '', provinceCode: '440000',
    provinceName: '广东省', cityCode: '440100', cityName: '广州市', districtCode: '', latitude, longitude, score: 4.5, distance: null,
  }
}

// In the server's order (by id), not by distance from Nanshan.
const DEALERS = [
  dealer(6, '广州天河店', 23.1322, 113.3271),
  dealer(7, '广州番禺店', 22.9936, 113.3498),
  dealer(8, '深圳南山店', 22.5404, 113.9519),
  dealer(9, '深圳福田店', 22.5364, 114.0556),
]

test('nearest first from the current position, every distance in km with 2 decimals', () => {
  const sorted = nearestFirst(DEALERS, NANSHAN)
  expect(sorted.map((d) => d.dealerName)).toEqual(['深圳南山店', '深圳福田店', '广州番禺店', '广州天河店'])
  for (const d of sorted) expect(Math.round(d.distance! * 100) / 100).toBe(d.distance)
  const km = sorted.map((d) => d.distance!)
  expect(km).toEqual([...km].sort((a, b) => a - b))
  expect(sorted[0].distance).toBeLessThan(3)
  // The input is left as it was.
  expect(DEALERS.map((d) => d.id)).toEqual([6, 7, 8, 9])
})

test('from another position the order changes with it', () => {
  const fromTianhe = nearestFirst(DEALERS, { latitude: 23.13, longitude: 113.33 })
  expect(fromTianhe.map((d) => d.id)).toEqual([6, 7, 8, 9])
})

test('equal distances keep the id order; dealers without a distance go last', () => {
  const rows = [
    { id: 3, distance: 5 },
    { id: 1, distance: null },
    { id: 2, distance: 5 },
    { id: 4, distance: 0.5 },
    { id: 0, distance: null },
  ]
  expect(sortByDistance(rows).map((r) => r.id)).toEqual([4, 2, 3, 0, 1])
})

test('withDistance fills the distance of each dealer from the position', () => {
  const [d] = withDistance([DEALERS[2]], NANSHAN)
  // Haversine with R = 6378.137 km, worked out independently.
  expect(d.distance).toBe(2.36)
})

test('distances read "N.NN km" (spec §9: 2 decimals), nothing without one', () => {
  expect(formatKm(2)).toBe('2.00 km')
  expect(formatKm(12.391)).toBe('12.39 km')
  expect(formatKm(0)).toBe('0.00 km')
  expect(formatKm(null)).toBe('')
  expect(formatKm(undefined)).toBe('')
  expect(formatKm(Number.NaN)).toBe('')
})
