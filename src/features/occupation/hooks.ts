import { useToken } from '@/core/session'
import { useLoad } from '@/shared/use-load'
import { getAuthRules, getMyAuths, getOccupations } from './api'

// Keys start with the area submitAuth marks ('occupation'), so a submit reads them again.

/** My authentications; waits for a token (and `wanted`: a link that names no occupation reads nothing). */
export function useMyAuths(wanted = true) {
  const token = useToken()
  return useLoad(wanted && Boolean(token) && ['occupation', 'mine'], getMyAuths)
}

/** The occupations one can authenticate. */
export function useOccupations(wanted = true) {
  return useLoad(wanted && ['occupation', 'list'], getOccupations)
}

/** The sensitive-information rules, read once they are asked for. */
export function useAuthRules(wanted: boolean) {
  return useLoad(wanted && ['occupation', 'rules'], getAuthRules)
}
