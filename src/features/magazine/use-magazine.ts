import type { MagazinePage } from '@api/domain'
import { usePagedQuery } from '@/shared/paged-list'
import { useQuery } from '@/shared/use-load'
import { magazineIssuesList, magazinePagesQuery } from './queries'

const NO_PAGES: MagazinePage[] = []

/** The issue list, newest first, a page at a time. */
export function useMagazineIssues() {
  return usePagedQuery(magazineIssuesList, [])
}

/** The pages of one issue; a late answer for an issue no longer open is dropped. */
export function useIssuePages(issueId: number) {
  const load = useQuery(magazinePagesQuery, [issueId])
  return { pages: load.data ?? NO_PAGES, load }
}
