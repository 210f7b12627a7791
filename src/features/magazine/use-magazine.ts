import type { MagazinePage } from '@api/domain'
import { usePagedList } from '@/shared/paged-list'
import { useLoad } from '@/shared/use-load'
import { getMagazineIssues, getMagazinePages } from './api'

const NO_PAGES: MagazinePage[] = []

/** The issue list, newest first, a page at a time. */
export function useMagazineIssues() {
  return usePagedList((pageNo, pageSize) => getMagazineIssues({ pageNo, pageSize }), { key: ['magazine', 'issues'] })
}

/** The pages of one issue; a late answer for an issue no longer open is dropped. */
export function useIssuePages(issueId: number) {
  const load = useLoad(['magazine', 'issue', issueId, 'pages'], () => getMagazinePages(issueId))
  return { pages: load.data ?? NO_PAGES, load }
}
