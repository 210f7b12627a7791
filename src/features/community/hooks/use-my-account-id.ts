import { useToken } from '@/core/session'
import { useQuery } from '@/shared/use-load'
import { accountQuery } from '../queries'

/**
 * Who the logged-in user is in the community (their account id decides which comments they may
 * delete or feature): their member card, read through the cache (another login reads it again).
 * `enabled` false waits (a post asks once it is on screen).
 */
export function useMyAccountId(enabled = true): number | undefined {
  const token = useToken()
  const mine = useQuery(accountQuery, enabled && token ? ['mine'] : null)
  return token ? mine.data?.accountId : undefined
}
