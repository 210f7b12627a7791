import type { Banner } from '@api/domain'
import { linkTarget } from '@/core/navigation/link-target'

/** Banners already reported, so a reload or another visit to the tab says it once. */
const reported = new Set<string>()

/**
 * The banners the car tab shows: a page banner whose target is no page of this app is left out,
 * since a tap on it would open nothing; the console says which, for whoever configures banners.
 * Web-view (https) banners and banners without a link stay as they are.
 */
export function shownBanners(banners: Banner[]): Banner[] {
  return banners.filter((b) => {
    if (b.linkType !== 'page' || linkTarget(b.linkUrl)) return true
    const key = `${b.id} ${b.linkUrl}`
    if (!reported.has(key)) {
      reported.add(key)
      console.warn(`[car] banner ${b.id}「${b.title}」not shown: ${b.linkUrl || '(no link)'} is no page of this app`)
    }
    return false
  })
}
