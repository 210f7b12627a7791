import { useCallback, useState } from 'react'
import { useLoad } from '@/shared/use-load'
import { collectArticle, likeArticle, modelContentKey, shareArticle, uncollectArticle, unlikeArticle } from '@/entities/article'
import type { PgcStats } from '@api/posts'
import { getCarContent } from './api'

type Action = 'like' | 'collect' | 'share'

/**
 * A model's content page and its stats. Like and collect toggle through the spec's
 * /web/pgc/stats/* calls; the counts shown are the server's answer, never a local guess.
 */
export function useCarContent(vehicleTypeId: number | undefined) {
  const load = useLoad(vehicleTypeId !== undefined && modelContentKey(vehicleTypeId), () => getCarContent(vehicleTypeId!))
  const content = load.data ?? null
  const stats = content?.stats ?? null
  const [pending, setPending] = useState<Action | null>(null)

  const run = useCallback(
    async (action: Action, call: (contentId: number) => Promise<PgcStats>) => {
      if (!content || pending) return
      setPending(action)
      try {
        const next = await call(content.contentId)
        load.setData((c) => c && { ...c, stats: next })
      } catch {
        // The request layer already told the user (toast, or the login page on 401/601).
      } finally {
        setPending(null)
      }
    },
    [content, pending, load],
  )

  const toggleLike = () => run('like', stats?.liked ? unlikeArticle : likeArticle)
  const toggleCollect = () => run('collect', stats?.collected ? uncollectArticle : collectArticle)
  const recordShare = () => run('share', shareArticle)

  return { content, stats, load, pending, toggleLike, toggleCollect, recordShare }
}
