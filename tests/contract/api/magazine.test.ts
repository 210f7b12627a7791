// The magazine calls of src/features/magazine/api.ts against the dev API server.
import { Value } from '@sinclair/typebox/value'
import { Type } from '@sinclair/typebox'
import { PageSchema } from '@api/common'
import { MagazineIssueSchema, MagazinePageSchema } from '@api/domain'
import { clearSession } from '@/core/session'
import { getMagazineIssues, getMagazinePages } from '@/features/magazine/api'
import { setupApiServer } from '../support/api-server'

const api = setupApiServer()

test('issues come newest first, paged, without a token', async () => {
  clearSession()
  const page = await getMagazineIssues({ pageNo: 1, pageSize: 2 })
  expect(Value.Check(PageSchema(MagazineIssueSchema), page)).toBe(true)
  expect(page.list).toHaveLength(2)
  expect(page.total).toBeGreaterThan(2)
  expect(page.list[0].publishDate >= page.list[1].publishDate).toBe(true)
  const next = await getMagazineIssues({ pageNo: 2, pageSize: 2 })
  expect(next.list.some((i) => page.list.some((p) => p.id === i.id))).toBe(false)
  // Defaults: the first page of 10.
  expect((await getMagazineIssues()).pageSize).toBe(10)
})

test('an issue has its pages in reading order, as many as it says', async () => {
  const [issue] = (await getMagazineIssues()).list
  const pages = await getMagazinePages(issue.id)
  expect(Value.Check(Type.Array(MagazinePageSchema), pages)).toBe(true)
  expect(pages).toHaveLength(issue.pageCount)
  expect(pages.map((p) => p.pageNo)).toEqual(pages.map((_, i) => i + 1))
  expect(pages.every((p) => p.issueId === issue.id && p.image.startsWith('http'))).toBe(true)
})

test('an unknown issue is refused with a Chinese message, without a toast (the page shows it)', async () => {
  await expect(getMagazinePages(9999)).rejects.toMatchObject({ status: 404, message: '期刊不存在' })
  expect(api.toasts).toEqual([])
})
