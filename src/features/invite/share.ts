import { paths } from '@/routes'
import { copyText } from '@/shared/clipboard'
import { usePageShare } from '@/shared/share'

/** Pages an invitation opens, without the leading slash (as QR codes and URL links take them). */
export const FRIEND_PAGE = paths.inviteFriend().slice(1)
/** A recommend-a-purchase invitation opens the friend's landing page (not the inviter's invite-buy). */
export const RECOMMEND_PAGE = paths.recommendPurchase().slice(1)

export const copyLink = (link: string) => copyText(link)

/**
 * WeChat's share sheet on an invitation page sends the invitation itself: the page the friend
 * lands on with the inviter's query, not the inviter's own page (which would invite nobody).
 */
export function useInviteShare(title: string, path: string, query: string | undefined): void {
  usePageShare({ title, path: query ? `/${path}?${query}` : `/${path}` })
}
