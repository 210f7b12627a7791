import { getCollection, getCollectionCategories, getCollectionItem, getFamePeople, getFamePerson, getHalls, getJournalIssue, getJournalIssues } from '@/features/museum/api'
import { clearSession } from '@/core/session'
import { setupApiServer } from '../support/api-server'

setupApiServer()

beforeEach(() => clearSession())

test('halls, categories and the collection need no token; the category filters and pages', async () => {
  expect((await getHalls()).map((h) => [h.kind, h.count])).toEqual([['collection', 14], ['fame', 8], ['journal', 3]])
  const cats = await getCollectionCategories()
  expect(cats.map((c) => c.id)).toEqual([11, 12, 13, 14])
  const page = await getCollection({ categoryId: 12, pageNo: 1, pageSize: 50 })
  expect(page).toMatchObject({ total: 3 })
  expect(page.list.map((i) => i.id)).toEqual([1105, 1106, 1107])
})

test('an item, a person and a journal issue; unknown ones are 404 in Chinese', async () => {
  const item = await getCollectionItem(1101)
  expect(item).toMatchObject({ name: '星驰一号', year: 1998 })
  expect(item.images.length).toBeGreaterThanOrEqual(2)
  expect(item.specs.length).toBeGreaterThanOrEqual(5)
  await expect(getCollectionItem(9999)).rejects.toMatchObject({ status: 404, message: '藏品不存在' })
  const people = await getFamePeople({ pageNo: 1, pageSize: 10 })
  expect(people.list.map((p) => p.id)).toEqual([1201, 1202, 1203, 1204, 1205, 1206, 1207, 1208])
  expect((await getFamePerson(1203)).cars.map((c) => c.name)).toContain('环塔拉力赛冠军车')
  await expect(getFamePerson(1299)).rejects.toMatchObject({ status: 404, message: '人物不存在' })
  const issues = await getJournalIssues()
  expect(issues.map((j) => j.id).sort()).toEqual([1301, 1302, 1303])
  expect(issues.map((j) => j.publishAt)).toEqual([...issues.map((j) => j.publishAt)].sort().reverse())
  const issue = await getJournalIssue(1301)
  expect(issue.html).toContain('<script>')
  expect(issue.html).toContain('onerror=')
  expect(issue.html).toContain('javascript:')
  await expect(getJournalIssue(1399)).rejects.toMatchObject({ status: 404, message: '特刊不存在' })
})
