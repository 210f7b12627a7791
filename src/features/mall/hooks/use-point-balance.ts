import { useCallback, useEffect, useState } from 'react'

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
 * The user's point balance for mall screens. The loader comes from the page (features/user
 * owns the call); it resolves undefined on failure. Nothing loads while `enabled` is false
 * (logged out), so a guest never triggers a login redirect just by looking at goods.
 */
export function usePointBalance(load: () => Promise<PointSummary | undefined>, enabled: boolean): PointBalance {
  const [summary, setSummary] = useState<PointSummary | undefined>()
  const [loading, setLoading] = useState(enabled)
  const [failed, setFailed] = useState(false)
  const [attempt, setAttempt] = useState(0)

  useEffect(() => {
    if (!enabled) {
      setSummary(undefined)
      setLoading(false)
      return undefined
    }
    let live = true
    setLoading(true)
    load()
      .catch(() => undefined)
      .then((got) => {
        if (!live) return
        setSummary(got)
        setFailed(!got)
        setLoading(false)
      })
    return () => {
      live = false
    }
  }, [enabled, load, attempt])

  const retry = useCallback(() => setAttempt((n) => n + 1), [])
  return { balance: summary?.point, accountId: summary?.accountId, loading, failed, retry }
}
