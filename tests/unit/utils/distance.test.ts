import { distanceKm } from '@/utils/distance'

describe('distance by haversine, radius 6378.137 km, 2 decimals (spec §9)', () => {
  it('is 0 for the same point', () => {
    expect(distanceKm({ latitude: 39.9, longitude: 116.38 }, { latitude: 39.9, longitude: 116.38 })).toBe(0)
  })
  it('one degree of latitude is 2πR/360 = 111.32 km', () => {
    expect(distanceKm({ latitude: 0, longitude: 0 }, { latitude: 1, longitude: 0 })).toBe(111.32)
  })
  it('Beijing to Shanghai', () => {
    expect(distanceKm({ latitude: 39.9, longitude: 116.38 }, { latitude: 31.23, longitude: 121.47 })).toBe(1069.05) // 1069.0483… by an independent computation
  })
  it('rounds to 2 decimals', () => {
    const d = distanceKm({ latitude: 39.9, longitude: 116.38 }, { latitude: 39.91, longitude: 116.39 })
    expect(d).toBe(1.4) // 1.4030…
    expect(Number.isInteger(d * 100)).toBe(true)
  })
})
