import Taro, { useShareAppMessage } from '@tarojs/taro'
import type { CarContent } from '@api/domain-car'
import { currentWebUrl, shareOnWeb } from '@/shared/web-share'

/**
 * Sharing a model's page: in the mini-program the share handler counts it (spec §7
 * /web/pgc/stats/share); in H5 the link is shared or copied, then counted.
 */
export function useContentShare(content: CarContent | null, path: string, recordShare: () => Promise<void>) {
  useShareAppMessage(() => {
    if (content) void recordShare()
    return { title: content?.title ?? '车型详情', path, imageUrl: content?.image }
  })

  if (process.env.TARO_ENV !== 'h5') return undefined
  return async () => {
    if (!content) return
    const outcome = await shareOnWeb({ title: content.title, text: content.summary, url: currentWebUrl() })
    if (outcome === 'cancelled') return
    await recordShare()
    if (outcome === 'shared') void Taro.showToast({ title: '已分享', icon: 'none' })
  }
}
