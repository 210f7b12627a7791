import { useToken } from '@/core/session'
import { useQuery } from '@/shared/use-load'
import { creatorHomeQuery } from './queries'

/** My creator profile (or application and benefits); waits for a token. */
export function useCreatorHome() {
  const token = useToken()
  return useQuery(creatorHomeQuery, Boolean(token) && [])
}
