import { useLoad } from '@/shared/use-load'

export interface PointSummary {
  accountId: number
  point: number
}

export interface PointBalance {
  balance?: number
  accountId?: number
  loading: boolean
  /** The load failed (spec §8 swallows it: undefined); the bar offers a retry. */
  failed: boolean
  retry: () => void
}

/**
 * The user's point balance for mall screens, from the data cache's `user/points` (the same read
 * as mine, so a sign-in or a redemption shows everywhere). The loader comes from the page
 * (features/user owns the call); it resolves undefined on failure. Nothing loads while
 * `enabled` is false (logged out), so a guest never triggers a login redirect by looking at goods.
 */
export function usePointBalance(load: () => Promise<PointSummary | undefined>, enabled: boolean): PointBalance {
  const points = useLoad(enabled && ['user', 'points'], load)
  const summary = enabled ? points.data : undefined
  return {
    balance: summary?.point,
    accountId: summary?.accountId,
    loading: enabled && points.loading && !summary,
    failed: enabled && !points.loading && !summary,
    retry: () => void points.reload(),
  }
}
