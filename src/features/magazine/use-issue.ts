import { useQuery } from '@/shared/use-load'
import { magazineIssueQuery } from './queries'

/** One issue by id (`null`: the newest). */
export function useIssue(issueId: number | null) {
  const load = useQuery(magazineIssueQuery, [issueId])
  return { issue: load.data ?? null, load }
}
