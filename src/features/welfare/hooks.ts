import { useToken } from '@/core/session'
import { useQuery } from '@/shared/use-load'
import { mySignupsQuery, myWelfareQuery, societyQuery } from './queries'

/** The society (public): its page, and the name on my membership card, share this one read. */
export function useSociety() {
  return useQuery(societyQuery, [])
}

/** My membership or my latest application; waits for a token. */
export function useMyWelfare() {
  const token = useToken()
  return useQuery(myWelfareQuery, Boolean(token) && [])
}

/** My sign-ups for projects; waits for a token. */
export function useMySignups() {
  const token = useToken()
  return useQuery(mySignupsQuery, Boolean(token) && [])
}
