import { useQuery } from '@/shared/use-load'
import { useWrite } from '@/shared/use-write'
import { collectArticle, likeArticle, shareArticle, uncollectArticle, unlikeArticle } from '@/entities/article'
import { carContentQuery } from './content-queries'

type Action = 'like' | 'collect' | 'share'

/**
 * A model's content page and its stats. Like and collect toggle through the spec's
 * /web/pgc/stats/* calls; the counts shown are the server's answer, never a local guess.
 */
export function useCarContent(vehicleTypeId: number | undefined) {
  const load = useQuery(carContentQuery, vehicleTypeId !== undefined && [vehicleTypeId])
  const content = load.data ?? null
  const stats = content?.stats ?? null
  // One stats call at a time, whichever; a failure was told by the request layer (toast, or login on 401/601).
  const stat = useWrite(
    (action: Action, contentId: number, on: boolean) => {
      if (action === 'like') return on ? unlikeArticle(contentId) : likeArticle(contentId)
      if (action === 'collect') return on ? uncollectArticle(contentId) : collectArticle(contentId)
      return shareArticle(contentId)
    },
    { onDone: (next) => load.setData((c) => c && { ...c, stats: next }) },
  )

  const act = async (action: Action, on = false) => {
    if (content) await stat.run(action, content.contentId, on)
  }
  const toggleLike = () => act('like', stats?.liked)
  const toggleCollect = () => act('collect', stats?.collected)
  const recordShare = () => act('share')
  const pending: Action | null = stat.pending?.[0] ?? null

  return { content, stats, load, pending, toggleLike, toggleCollect, recordShare }
}
