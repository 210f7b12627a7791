import type { Page } from '@api/common'

/**
 * Spec §4 paging: page 1 replaces the list, later pages append. A row already shown (the
 * server list moved between two pages: a post added or deleted meanwhile) is not shown twice.
 */
export function mergePage<T>(current: T[], page: Pick<Page<T>, 'list' | 'pageNo'>, keyOf: (row: T) => string | number): T[] {
  if (page.pageNo <= 1) return page.list
  const seen = new Set(current.map(keyOf))
  return [...current, ...page.list.filter((row) => !seen.has(keyOf(row)))]
}

/**
 * More pages exist after this one. Counted by pages, not by rows shown: dropped repeats would
 * otherwise keep asking for pages past the end. An empty page ends the list whatever the total.
 */
export function hasMore(page: Pick<Page<unknown>, 'pageNo' | 'pageSize' | 'total' | 'list'>): boolean {
  return page.list.length > 0 && page.pageNo * page.pageSize < page.total
}
