import { useEffect, useState } from 'react'
import type { QrSource } from '@/shared/qr-code'
import { webPageUrl } from './page-share'
import { getQrCode, getUrlLink } from './calls'

export { getQrCode, getUrlLink }

/**
 * The link to a page of the app for someone else to open (`path` without the leading slash, as
 * QR codes and URL links take it). In a browser it is this site's page; in the mini-program a URL
 * link from WeChat (spec §7 generate/urlLink), which opens the mini-program from SMS or a browser.
 */
export async function shareLink(path: string, query: string): Promise<string> {
  return webPageUrl(`/${path}?${query}`) ?? (await getUrlLink({ path, query })).urlLink
}

/** What a share card or poster shows: the link, its QR code, or why they could not be made. */
export interface ShareAssets {
  link?: string
  qr?: QrSource
  error?: unknown
}

/**
 * In a browser the code is the page's link, encoded in the client (no call); in the mini-program
 * it is WeChat's mini-program code from the server, whose `scene` (≤ 32 chars) stands for the query.
 */
async function loadShareAssets(path: string, query: string, scene: string): Promise<ShareAssets> {
  const web = webPageUrl(`/${path}?${query}`)
  if (web) return { link: web, qr: { text: web } }
  const [link, code] = await Promise.all([shareLink(path, query), getQrCode(scene, path)])
  return { link, qr: { src: code.qrCodeUrl } }
}

/**
 * Link and QR code of a page to share (an invitation, a creator's card). Nothing is made until
 * `query` and `scene` are known (they usually come from a read); `{}` until then.
 */
export function useShareAssets(path: string, query: string | undefined, scene: string | undefined): ShareAssets {
  const [assets, setAssets] = useState<ShareAssets>({})
  useEffect(() => {
    if (!query || !scene) return
    let alive = true
    loadShareAssets(path, query, scene).then(
      (ready) => alive && setAssets(ready),
      (error) => alive && setAssets({ error }),
    )
    return () => {
      alive = false
    }
  }, [path, query, scene])
  return assets
}
