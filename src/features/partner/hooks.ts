import { useToken } from '@/core/session'
import { useLoad } from '@/shared/use-load'
import { getPartnerHome } from './api'

/** The partner home's cache entry: the customers tabs of the home screen read their summary here too. */
export const HOME_KEY = ['partner', 'home'] as const
const HOME_SUMMARY_KEY = [...HOME_KEY, 'summary']

/** My application, and once a partner my profile, earnings and customer counts; waits for a token. */
export function usePartnerHome() {
  const token = useToken()
  return useLoad(Boolean(token) && HOME_SUMMARY_KEY, getPartnerHome)
}
