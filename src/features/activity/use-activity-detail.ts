import { useToken } from '@/core/session'
import { useQuery } from '@/shared/use-load'
import { activityDetailQuery } from './queries'

/** The activity of a share-link hash, whether it is open, and (logged in) my registration. */
export function useActivityDetail(hash: string | undefined) {
  const loggedIn = Boolean(useToken())
  return useQuery(activityDetailQuery, hash !== undefined && [hash, loggedIn])
}
