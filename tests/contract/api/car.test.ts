// The car calls of src/features/car/api.ts against the dev API server: spec §7 vehicle types
// and cars on sale, banners, the content page and its /web/pgc/stats/* counts (the article entity's calls).
import { Value } from '@sinclair/typebox/value'
import { Type } from '@sinclair/typebox'
import { BannerSchema, SalesCarSchema, VehicleTypeSchema } from '@api/domain'
import { CarContentSchema } from '@api/domain-car'
import { PgcStatsSchema } from '@api/posts'
import { clearSession } from '@/core/session'
import { getCarContent, getHomeBanners, getSalesCars } from '@/features/car/api'
import { collectArticle, likeArticle, shareArticle, uncollectArticle, unlikeArticle } from '@/entities/article/api'
import { getVehicleTypes } from '@/entities/vehicle/api'
import { setupApiServer } from '../support/api-server'

const api = setupApiServer()

test('vehicle types (source=2), and with sort=newCar the new models first', async () => {
  const all = await getVehicleTypes()
  expect(Value.Check(Type.Array(VehicleTypeSchema), all)).toBe(true)
  expect(all.map((t) => t.sort)).toEqual([...all.map((t) => t.sort)].sort((a, b) => a - b))
  const byNew = await getVehicleTypes(true)
  const firstOld = byNew.findIndex((t) => !t.newCar)
  expect(firstOld).toBeGreaterThan(0)
  expect(byNew.slice(firstOld).every((t) => !t.newCar)).toBe(true)
  expect(byNew).toHaveLength(all.length)
})

test('cars on sale, all or of one model', async () => {
  const all = await getSalesCars()
  expect(Value.Check(Type.Array(SalesCarSchema), all)).toBe(true)
  const s9 = await getSalesCars(2)
  expect(s9.length).toBeGreaterThan(0)
  expect(s9.every((c) => c.vehicleTypeId === 2)).toBe(true)
  expect(s9.length).toBeLessThan(all.length)
})

test('home banners', async () => {
  const banners = await getHomeBanners()
  expect(Value.Check(Type.Array(BannerSchema), banners)).toBe(true)
  expect(banners.length).toBeGreaterThan(0)
  expect(banners.every((b) => b.position === 'home')).toBe(true)
})

test('a model content page carries its intro, video and the stats of its PGC article', async () => {
  const content = await getCarContent(2)
  expect(Value.Check(CarContentSchema, content)).toBe(true)
  expect(content.name).toBe('星驰 S9')
  expect(content.video?.url).toMatch(/\.mp4$/)
  expect(content.stats).toMatchObject({ id: content.contentId, likeNum: 9999, liked: false })
  await expect(getCarContent(999)).rejects.toMatchObject({ status: 404 })
  expect(api.toasts).toEqual([])
})

test('like, unlike, collect, cancel and share change the counts once each', async () => {
  const { contentId, stats } = await getCarContent(2)
  const liked = await likeArticle(contentId)
  expect(Value.Check(PgcStatsSchema, liked)).toBe(true)
  expect(liked).toMatchObject({ liked: true, likeNum: stats.likeNum + 1 })
  // Liking twice counts once.
  expect((await likeArticle(contentId)).likeNum).toBe(stats.likeNum + 1)
  expect((await getCarContent(2)).stats).toMatchObject({ liked: true, likeNum: 10000 })
  expect(await unlikeArticle(contentId)).toMatchObject({ liked: false, likeNum: stats.likeNum })
  expect(await collectArticle(contentId)).toMatchObject({ collected: true, collectNum: stats.collectNum + 1 })
  expect(await uncollectArticle(contentId)).toMatchObject({ collected: false, collectNum: stats.collectNum })
  expect((await shareArticle(contentId)).shareNum).toBe(stats.shareNum + 1)
})

test('without a token the content still opens, but liking asks for login', async () => {
  clearSession()
  const content = await getCarContent(2)
  expect(content.stats.liked).toBe(false)
  await expect(likeArticle(content.contentId)).rejects.toMatchObject({ status: 401 })
})
