import type { Banner, SalesCar } from '@api/domain'
import type { CarContent } from '@api/domain-car'
import type { PgcStats } from '@api/posts'
import { afterWrite } from '@/core/query'
import { request } from '@/core/request'
import { articleStatsShown } from '@/entities/article'
import { brandPath } from '@/core/tenant'

const tool = (path: string) => brandPath(`/tool-service/read${path}`)

/** Spec §7: the versions on sale, optionally of one model. */
export function getSalesCars(vehicleTypeId?: number): Promise<SalesCar[]> {
  return request<SalesCar[]>({ domain: 'domain', path: tool('/SalesCars/list'), query: { vehicleTypeId }, auth: false, toast: false })
}

/** Banners of the car home tab. */
export function getHomeBanners(): Promise<Banner[]> {
  return request<Banner[]>({ domain: 'domain', path: tool('/banner/list'), query: { position: 'home' }, auth: false, toast: false })
}

/** A model's content page: intro HTML, gallery, video, specs and its PGC stats (liked/collected with a token). */
export function getCarContent(vehicleTypeId: number): Promise<CarContent> {
  return request<CarContent>({ domain: 'domain', path: tool('/vehicleType/content'), query: { id: vehicleTypeId }, toast: false })
}

// Spec §7 PGC stats: each answers the content's counts after the change. The content is an
// article: its counts show on this model page and on the community's article page (entities/article).
const stat = (method: 'POST' | 'DELETE', path: string, contentId: number) =>
  afterWrite(request<PgcStats>({ domain: 'posts', method, path }), ...articleStatsShown(contentId))

export const likeCarContent = (contentId: number) => stat('POST', `/web/pgc/stats/like/${contentId}`, contentId)
export const unlikeCarContent = (contentId: number) => stat('DELETE', `/web/pgc/stats/unlike/${contentId}`, contentId)
export const collectCarContent = (contentId: number) => stat('POST', `/web/pgc/stats/collect/${contentId}`, contentId)
export const cancelCollectCarContent = (contentId: number) => stat('DELETE', `/web/pgc/stats/cancelCollect/${contentId}`, contentId)
export const shareCarContent = (contentId: number) => stat('POST', `/web/pgc/stats/share/${contentId}`, contentId)
