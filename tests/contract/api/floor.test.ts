// The floor page call against the dev API server: known floors and one of an unknown type in
// configured order, an empty page, and 404.
import { getFloorPage } from '@/features/floor/api'
import { clearSession } from '@/core/session'
import { setupApiServer } from '../support/api-server'

setupApiServer()

beforeEach(() => clearSession())

test('page 1501 without a token: six floors, the unknown one kept for the app to skip', async () => {
  const page = await getFloorPage(1501)
  expect(page.title).toBe('冬季用车关怀季')
  expect(page.floors.map((f) => f.type)).toEqual(['banner', 'entries', 'goods', 'live-stream', 'articles', 'image'])
  const goods = page.floors[2] as { items: { id: number; price: number }[] }
  expect(goods.items.map((g) => g.id)).toEqual([1002, 1003, 1013, 1016, 1019])
  expect(goods.items.every((g) => g.price > 0)).toBe(true)
})

test('page 1502 is empty; an unknown page is 404 in Chinese', async () => {
  expect((await getFloorPage(1502)).floors).toEqual([])
  await expect(getFloorPage(1599)).rejects.toMatchObject({ status: 404, message: '楼层页面不存在' })
})
