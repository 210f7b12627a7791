import { useCallback, useEffect, useState } from 'react'
import type { CarContent } from '@api/domain-car'
import type { PgcStats } from '@api/posts'
import { cancelCollectCarContent, collectCarContent, getCarContent, likeCarContent, shareCarContent, unlikeCarContent } from './api'

type Action = 'like' | 'collect' | 'share'

/**
 * A model's content page and its stats. Like and collect toggle through the spec's
 * /web/pgc/stats/* calls; the counts shown are the server's answer, never a local guess.
 */
export function useCarContent(vehicleTypeId: number | undefined) {
  const [content, setContent] = useState<CarContent | null>(null)
  const [stats, setStats] = useState<PgcStats | null>(null)
  const [loading, setLoading] = useState(vehicleTypeId !== undefined)
  const [error, setError] = useState<unknown>(vehicleTypeId === undefined ? new Error('缺少车型参数，无法打开车型详情') : null)
  const [pending, setPending] = useState<Action | null>(null)

  const reload = useCallback(async () => {
    if (vehicleTypeId === undefined) return
    setLoading(true)
    setError(null)
    try {
      const data = await getCarContent(vehicleTypeId)
      setContent(data)
      setStats(data.stats)
    } catch (e) {
      setError(e)
    } finally {
      setLoading(false)
    }
  }, [vehicleTypeId])

  useEffect(() => {
    void reload()
  }, [reload])

  const run = useCallback(
    async (action: Action, call: (contentId: number) => Promise<PgcStats>) => {
      if (!content || pending) return
      setPending(action)
      try {
        setStats(await call(content.contentId))
      } catch {
        // The request layer already told the user (toast, or the login page on 401/601).
      } finally {
        setPending(null)
      }
    },
    [content, pending],
  )

  const toggleLike = () => run('like', stats?.liked ? unlikeCarContent : likeCarContent)
  const toggleCollect = () => run('collect', stats?.collected ? cancelCollectCarContent : collectCarContent)
  const recordShare = () => run('share', shareCarContent)

  return { content, stats, loading, error, reload, pending, toggleLike, toggleCollect, recordShare }
}
