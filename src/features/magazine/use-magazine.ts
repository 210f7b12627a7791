import { useCallback, useEffect, useState } from 'react'
import type { MagazineIssue, MagazinePage } from '@api/domain'
import { useLoad } from '@/shared/use-load'
import { getMagazineIssues, getMagazinePages } from './api'

const PAGE_SIZE = 10
const NO_PAGES: MagazinePage[] = []

/** The issue list, newest first, with "load more" while the server has more. */
export function useMagazineIssues() {
  const [issues, setIssues] = useState<MagazineIssue[]>([])
  const [total, setTotal] = useState(0)
  const [pageNo, setPageNo] = useState(1)
  const [loading, setLoading] = useState(true)
  const [loadingMore, setLoadingMore] = useState(false)
  const [error, setError] = useState<unknown>(null)

  const reload = useCallback(async () => {
    setLoading(true)
    setError(null)
    try {
      const page = await getMagazineIssues({ pageNo: 1, pageSize: PAGE_SIZE })
      setIssues(page.list)
      setTotal(page.total)
      setPageNo(1)
    } catch (e) {
      setError(e)
    } finally {
      setLoading(false)
    }
  }, [])

  const loadMore = useCallback(async () => {
    if (loadingMore || issues.length >= total) return
    setLoadingMore(true)
    try {
      const page = await getMagazineIssues({ pageNo: pageNo + 1, pageSize: PAGE_SIZE })
      setIssues((prev) => [...prev, ...page.list.filter((i) => !prev.some((p) => p.id === i.id))])
      setTotal(page.total)
      setPageNo(page.pageNo)
    } catch {
      // The list already shown stays; the button is still there to try again.
    } finally {
      setLoadingMore(false)
    }
  }, [issues.length, loadingMore, pageNo, total])

  useEffect(() => {
    void reload()
  }, [reload])

  return { issues, hasMore: issues.length < total, loading, loadingMore, error, reload, loadMore }
}

/** The pages of one issue; a late answer for an issue no longer open is dropped. */
export function useIssuePages(issueId: number) {
  const { data, loading, error, reload } = useLoad(() => getMagazinePages(issueId), String(issueId))
  return { pages: data ?? NO_PAGES, loading, error, reload }
}
