import { useCallback, useEffect, useState } from 'react'
import type { MagazineIssue } from '@api/domain'
import { getMagazineIssues } from './api'

/** The server keeps at most this many per page; issues are few, so one page finds any. */
const MAX_PAGE = 50

/** One issue by id (there is no detail call: the list carries every field). */
export function useIssue(issueId: number | null) {
  const [issue, setIssue] = useState<MagazineIssue | null>(null)
  const [loading, setLoading] = useState(true)
  const [error, setError] = useState<unknown>(null)

  const reload = useCallback(async () => {
    setLoading(true)
    setError(null)
    try {
      const page = await getMagazineIssues({ pageNo: 1, pageSize: MAX_PAGE })
      const found = issueId === null ? page.list[0] : page.list.find((i) => i.id === issueId)
      if (!found) throw new Error('这期杂志不存在或已下架')
      setIssue(found)
    } catch (e) {
      setError(e)
    } finally {
      setLoading(false)
    }
  }, [issueId])

  useEffect(() => {
    void reload()
  }, [reload])

  return { issue, loading, error, reload }
}
