import { AREA, definePaged, defineQuery } from '@/core/query'
import {
  getCollection, getCollectionCategories, getCollectionItem, getFamePeople, getFamePerson, getHalls, getJournalIssue, getJournalIssues,
} from './api'

// The brand museum's reads, each defined once (public reads: nothing of the museum is written).

export const hallsQuery = defineQuery(() => [AREA.museum, 'halls'], getHalls)
export const journalIssuesQuery = defineQuery(() => [AREA.museum, 'journals'], getJournalIssues)
export const journalIssueQuery = defineQuery((id: number) => [AREA.museum, 'journal', id], getJournalIssue)
export const collectionCategoriesQuery = defineQuery(() => [AREA.museum, 'categories'], getCollectionCategories)
export const collectionItemQuery = defineQuery((id: number) => [AREA.museum, 'item', id], getCollectionItem)
export const famePersonQuery = defineQuery((id: number) => [AREA.museum, 'person', id], getFamePerson)

/** The collection of a category (0: all of it). */
export const collectionList = definePaged(
  (categoryId: number) => [AREA.museum, 'collection', categoryId],
  (categoryId: number, pageNo: number, pageSize: number) => getCollection({ pageNo, pageSize, ...(categoryId ? { categoryId } : {}) }),
)
export const famePeopleList = definePaged(() => [AREA.museum, 'fame'], (pageNo: number, pageSize: number) => getFamePeople({ pageNo, pageSize }))
