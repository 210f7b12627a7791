// The dealer calls of src/entities/dealer/api.ts and the region tree of src/entities/region against the dev API server.
import { Value } from '@sinclair/typebox/value'
import { Type } from '@sinclair/typebox'
import { SecondaryDealerSchema } from '@api/domain'
import { DealerSchema } from '@api/lead'
import { RegionNodeSchema, RegionSchema } from '@api/user2'
import { clearSession } from '@/core/session'
import { getDealerDistricts, getDealers, getSecondaryDealers } from '@/entities/dealer/api'
import { getRegionTree } from '@/entities/region/api'
import { citiesOfTree } from '@/features/dealer/city'
import { nearestFirst } from '@/features/dealer/distance'
import { groupByLetter } from '@/features/dealer/letters'
import { setupApiServer } from '../support/api-server'

const api = setupApiServer()

test('dealers of a province or of one city (spec §7 getDealerInfo), public', async () => {
  clearSession()
  const guangdong = await getDealers({ provinceId: '440000' })
  expect(Value.Check(Type.Array(DealerSchema), guangdong)).toBe(true)
  expect(guangdong.every((d) => d.provinceCode === '440000')).toBe(true)
  const shenzhen = await getDealers({ provinceId: '440000', cityId: '440300' })
  expect(shenzhen.length).toBeGreaterThan(0)
  expect(shenzhen.every((d) => d.cityCode === '440300')).toBe(true)
  expect(shenzhen.length).toBeLessThan(guangdong.length)
})

test('the client orders them nearest first, as the server does with a position', async () => {
  const position = { latitude: 22.5329, longitude: 113.9304 }
  const ours = nearestFirst(await getDealers({ provinceId: '440000' }), position)
  const base = api.base
  const res = await fetch(`${base}/lead/web/car-service/yike/getDealerInfo?provinceId=440000&latitude=${position.latitude}&longitude=${position.longitude}`)
  const theirs = (await res.json()).data as { dealerCode: string; distance: number }[]
  expect(ours.map((d) => d.dealerCode)).toEqual(theirs.map((d) => d.dealerCode))
  expect(ours.map((d) => d.distance)).toEqual(theirs.map((d) => d.distance))
})

test('a bad or unknown province is refused', async () => {
  await expect(getDealers({ provinceId: '44' })).rejects.toMatchObject({ status: 400 })
  await expect(getDealers({ provinceId: '990000' })).rejects.toMatchObject({ status: 404 })
  expect(api.toasts).toEqual([])
})

test('secondary dealers by city or by parent dealer', async () => {
  const all = await getSecondaryDealers()
  expect(Value.Check(Type.Array(SecondaryDealerSchema), all)).toBe(true)
  const sz = await getSecondaryDealers({ cityCode: '440300' })
  expect(sz.length).toBeGreaterThan(0)
  expect(sz.every((s) => s.cityCode === '440300')).toBe(true)
  const children = await getSecondaryDealers({ parentDealerCode: sz[0].parentDealerCode })
  expect(children.every((s) => s.parentDealerCode === sz[0].parentDealerCode)).toBe(true)
})

test('org districts: provinces with dealers, then the cities of one (pid)', async () => {
  const provinces = await getDealerDistricts()
  expect(Value.Check(Type.Array(RegionSchema), provinces)).toBe(true)
  expect(provinces.every((p) => p.level === 1)).toBe(true)
  const cities = await getDealerDistricts('440000')
  expect(cities.map((c) => c.regionName).sort()).toEqual(['佛山市', '广州市', '深圳市'].sort())
  expect(cities.every((c) => c.parentCode === '440000' && c.level === 2)).toBe(true)
})

test('the region tree gives every city with its letter; grouping covers them all', async () => {
  const tree = await getRegionTree()
  expect(Value.Check(Type.Array(RegionNodeSchema), tree)).toBe(true)
  const cities = citiesOfTree(tree)
  expect(cities.length).toBeGreaterThan(5)
  const groups = groupByLetter(cities)
  expect(groups.reduce((n, g) => n + g.regions.length, 0)).toBe(cities.length)
  expect(groups.map((g) => g.letter)).toEqual([...groups.map((g) => g.letter)].sort())
  expect(cities.some((c) => c.hot)).toBe(true)
})
