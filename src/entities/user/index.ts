import { AREA, defineQuery } from '@/core/query'
import { useQuery } from '@/shared/use-load'
import { getCurrentUser, getMedals } from './api'

// The logged-in user and the medals of an account: mine, the mall, invitations and the test
// drive show them. Writes that change the user (a sign-in, a draw, a redemption) mark USER_AREA.

export { getCurrentUser, getMedals } from './api'

/** Everything filed under it: points and medals included. */
export const USER_AREA = AREA.user

/** Kept on the device for its person (mine's header on a weak network). */
export const meQuery = defineQuery(() => [USER_AREA, 'me'], () => getCurrentUser(), { keep: true })
export const medalsQuery = defineQuery((accountId: number) => [USER_AREA, 'medals', accountId], (accountId: number) => getMedals(accountId))

/** The logged-in user; `enabled` false waits (no token: a guest is never sent to log in). */
export const useMe = (enabled = true) => useQuery(meQuery, enabled ? [] : null)

/** An account's medals; undefined waits. */
export const useMedals = (accountId: number | undefined) => useQuery(medalsQuery, accountId === undefined ? null : [accountId])
