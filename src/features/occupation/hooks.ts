import { useToken } from '@/core/session'
import { useQuery } from '@/shared/use-load'
import { authRulesQuery, myAuthsQuery, occupationsQuery } from './queries'

/** My authentications; waits for a token (and `wanted`: a link that names no occupation reads nothing). */
export function useMyAuths(wanted = true) {
  const token = useToken()
  return useQuery(myAuthsQuery, wanted && Boolean(token) && [])
}

/** The occupations one can authenticate. */
export function useOccupations(wanted = true) {
  return useQuery(occupationsQuery, wanted && [])
}

/** The sensitive-information rules, read once they are asked for. */
export function useAuthRules(wanted: boolean) {
  return useQuery(authRulesQuery, wanted && [])
}
