import type { CollectionCategory, CollectionDetail, CollectionItem, CollectionQuery, FameDetail, FamePerson, Hall, JournalIssue, JournalIssueSummary } from '@api/domain'
import type { Page, PageQuery } from '@api/common'
import { request } from '@/core/request'
import { MUSEUM_BASE as BASE } from './constants'

// The brand museum (domain `domain`): public reads, no token.

/** The halls with their covers and counts. */
export function getHalls(): Promise<Hall[]> {
  return request<Hall[]>({ domain: 'domain', path: `${BASE}/halls`, auth: false })
}

export function getCollectionCategories(): Promise<CollectionCategory[]> {
  return request<CollectionCategory[]>({ domain: 'domain', path: `${BASE}/collection/categories`, auth: false })
}

/** Collection items of a category (all without one), oldest year first. */
export function getCollection(query: CollectionQuery): Promise<Page<CollectionItem>> {
  return request<Page<CollectionItem>>({ domain: 'domain', path: `${BASE}/collection`, query, auth: false })
}

/** One item: its gallery, story and specification table. 404 when unknown. */
export function getCollectionItem(id: number): Promise<CollectionDetail> {
  return request<CollectionDetail>({ domain: 'domain', path: `${BASE}/collection/${id}`, auth: false })
}

export function getFamePeople(query: PageQuery): Promise<Page<FamePerson>> {
  return request<Page<FamePerson>>({ domain: 'domain', path: `${BASE}/fame`, query, auth: false })
}

/** One honoured person: their story and the cars they drove. */
export function getFamePerson(id: number): Promise<FameDetail> {
  return request<FameDetail>({ domain: 'domain', path: `${BASE}/fame/${id}`, auth: false })
}

/** The special journal issues, newest first, for the hall's list. */
export function getJournalIssues(): Promise<JournalIssueSummary[]> {
  return request<JournalIssueSummary[]>({ domain: 'domain', path: `${BASE}/journals`, auth: false })
}

/** A special journal issue (server HTML: render it sanitized). */
export function getJournalIssue(id: number): Promise<JournalIssue> {
  return request<JournalIssue>({ domain: 'domain', path: `${BASE}/journals/${id}`, auth: false })
}
