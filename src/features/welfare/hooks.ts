import { useToken } from '@/core/session'
import { useLoad } from '@/shared/use-load'
import { getMyWelfare, getSociety } from './api'

/** The society (public): its page, and the name on my membership card, share this one read. */
export function useSociety() {
  return useLoad(['welfare', 'society'], getSociety)
}

/** My membership or my latest application; waits for a token. */
export function useMyWelfare() {
  const token = useToken()
  return useLoad(Boolean(token) && ['welfare', 'mine'], getMyWelfare)
}
