import { useToken } from '@/core/session'
import { useQuery } from '@/shared/use-load'
import { partnerHomeQuery } from './queries'

/** My application, and once a partner my profile, earnings and customer counts; waits for a token. */
export function usePartnerHome() {
  const token = useToken()
  return useQuery(partnerHomeQuery, Boolean(token) && [])
}
