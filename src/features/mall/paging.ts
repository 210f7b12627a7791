import type { Page } from '@api/common'

/**
 * Spec §4 recommend list: page 1 replaces the list, later pages append. A row already shown
 * (the server list moved between two pages) is not shown twice.
 */
export function mergePage<T>(current: T[], page: Pick<Page<T>, 'list' | 'pageNo'>, keyOf: (row: T) => string | number): T[] {
  if (page.pageNo <= 1) return page.list
  const seen = new Set(current.map(keyOf))
  return [...current, ...page.list.filter((row) => !seen.has(keyOf(row)))]
}

/** More pages exist after this one. */
export function hasMore(page: Pick<Page<unknown>, 'pageNo' | 'pageSize' | 'total'>): boolean {
  return page.pageNo * page.pageSize < page.total
}
