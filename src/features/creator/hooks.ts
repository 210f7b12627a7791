import { useToken } from '@/core/session'
import { useLoad } from '@/shared/use-load'
import { getCreatorHome } from './api'

/** The creator home's cache entry: the works tabs of the home screen read their summary here too. */
export const HOME_KEY = ['creator', 'home'] as const
const HOME_SUMMARY_KEY = [...HOME_KEY, 'summary']

/** My creator profile (or application and benefits); waits for a token. */
export function useCreatorHome() {
  const token = useToken()
  return useLoad(Boolean(token) && HOME_SUMMARY_KEY, getCreatorHome)
}
