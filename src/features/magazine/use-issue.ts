import { useLoad } from '@/shared/use-load'
import { getMagazineIssues } from './api'

/** The server keeps at most this many per page; issues are few, so one page finds any. */
const MAX_PAGE = 50

/** One issue by id (there is no detail call: the list carries every field). */
export function useIssue(issueId: number | null) {
  const load = useLoad(['magazine', 'issue', issueId ?? 'latest'], async () => {
    const page = await getMagazineIssues({ pageNo: 1, pageSize: MAX_PAGE })
    const found = issueId === null ? page.list[0] : page.list.find((i) => i.id === issueId)
    if (!found) throw new Error('这期杂志不存在或已下架')
    return found
  })
  return { issue: load.data ?? null, load }
}
