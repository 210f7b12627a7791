import { useEffect, useState } from 'react'
import { paths } from '@/routes'
import { copyText } from '@/shared/clipboard'
import type { QrSource } from '@/shared/qr-code'
import { usePageShare, webPageUrl } from '@/shared/share'
import { getQrCode, getUrlLink } from './api'

/** Pages an invitation opens, without the leading slash (as QR codes and URL links take them). */
export const FRIEND_PAGE = paths.inviteFriend().slice(1)
/** A recommend-a-purchase invitation opens the friend's landing page (not the inviter's invite-buy). */
export const RECOMMEND_PAGE = paths.recommendPurchase().slice(1)

/**
 * The link a friend opens. In a browser it is this site's page; in the mini-program a URL link
 * from WeChat (spec §7 generate/urlLink), which opens the mini-program from SMS or a browser.
 */
export async function shareLink(path: string, query: string): Promise<string> {
  return webPageUrl(`/${path}?${query}`) ?? (await getUrlLink({ path, query })).urlLink
}

export interface ShareAssets {
  link?: string
  qr?: QrSource
  error?: unknown
}

/**
 * Link and QR code of an invitation. In a browser the code is the page's link, encoded here; in
 * the mini-program it is WeChat's mini-program code from the server, whose `scene` (≤ 32 chars)
 * stands for the query.
 */
async function inviteAssets(path: string, query: string, scene: string): Promise<ShareAssets> {
  const web = webPageUrl(`/${path}?${query}`)
  if (web) return { link: web, qr: { text: web } }
  const [link, code] = await Promise.all([shareLink(path, query), getQrCode(scene, path)])
  return { link, qr: { src: code.qrCodeUrl } }
}

export function useShareAssets(path: string, query: string | undefined, scene: string | undefined): ShareAssets {
  const [assets, setAssets] = useState<ShareAssets>({})
  useEffect(() => {
    if (!query || !scene) return
    let alive = true
    inviteAssets(path, query, scene).then(
      (ready) => alive && setAssets(ready),
      (error) => alive && setAssets({ error }),
    )
    return () => {
      alive = false
    }
  }, [path, query, scene])
  return assets
}

export const copyLink = (link: string) => copyText(link)

/**
 * WeChat's share sheet on an invitation page sends the invitation itself: the page the friend
 * lands on with the inviter's query, not the inviter's own page (which would invite nobody).
 */
export function useInviteShare(title: string, path: string, query: string | undefined): void {
  usePageShare({ title, path: query ? `/${path}?${query}` : `/${path}` })
}
