import type { CarContent } from '@api/domain-car'
import { sharePage, usePageShare } from '@/shared/share'

/**
 * Sharing a model's page. In the mini-program the share button opens WeChat's sheet and the share
 * handler counts it (spec §7 /web/pgc/stats/share); in H5 the link is shared or copied, then counted.
 */
export function useContentShare(content: CarContent | null, path: string, recordShare: () => Promise<void>) {
  usePageShare({
    title: content?.title ?? '车型详情',
    path,
    imageUrl: content?.image,
    onShare: () => void (content && recordShare()),
  })

  return async () => {
    if (!content) return
    const outcome = await sharePage({ title: content.title, text: content.summary })
    // Closed by the user, or WeChat's sheet, whose share handler above counts it.
    if (outcome === 'cancelled' || outcome === 'sheet') return
    await recordShare()
  }
}
