import { useQuery } from '@/shared/use-load'
import { magazineIssueQuery } from './queries'

/** One issue by id (`null`: the newest; `undefined`: none, nothing is read). */
export function useIssue(issueId: number | null | undefined) {
  const load = useQuery(magazineIssueQuery, issueId !== undefined && [issueId])
  return { issue: load.data ?? null, load }
}
