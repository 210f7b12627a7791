import { AREA, defineQuery } from '@/core/query'
import { useQuery } from '@/shared/use-load'
import { getPointDetail } from './api'

// The point balance mine, the mall, sign-in and the lottery show, and its records. Filed under
// the user's area, so a write that marks the user (a sign-in, a redemption) marks it too.

export { getPointDetail, getPointRecords } from './api'

/** Kept on the device for its person (mine's figures on a weak network). */
export const pointsQuery = defineQuery(() => [AREA.user, 'points'], () => getPointDetail(), { keep: true })

/** What a write that spends or earns points marks. */
export const POINTS_CHANGED = pointsQuery.text()

/** The balance as read (undefined while it waits, or when the read failed: spec §8). */
export const usePoints = (enabled = true) => useQuery(pointsQuery, enabled ? [] : null)

export interface PointBalance {
  balance?: number
  accountId?: number
  loading: boolean
  /** The load failed (spec §8 swallows it: undefined); the bar offers a retry. */
  failed: boolean
  retry: () => void
}

/**
 * The balance for a screen that offers points (the mall): the same read as mine, so a sign-in or
 * a redemption shows everywhere. Nothing loads while `enabled` is false (logged out), so a guest
 * never triggers a login redirect by looking at goods.
 */
export function usePointBalance(enabled: boolean): PointBalance {
  const points = usePoints(enabled)
  const summary = enabled ? points.data : undefined
  return {
    balance: summary?.point,
    accountId: summary?.accountId,
    loading: enabled && points.loading && !summary,
    failed: enabled && !points.loading && !summary,
    retry: () => void points.reload(),
  }
}
