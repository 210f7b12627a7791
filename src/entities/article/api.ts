import type { PgcStats } from '@api/posts'
import { afterWrite } from '@/core/query'
import { request } from '@/core/request'
import { articleStatsShown } from './keys'

// Spec §7 PGC stats, on the community's article page and the car tab's model page alike: each
// answers the article's counts after the change, and marks both screens that show them.
const stat = (method: 'POST' | 'DELETE', path: string, id: number) =>
  afterWrite(request<PgcStats>({ domain: 'posts', method, path }), ...articleStatsShown(id))

export const likeArticle = (id: number) => stat('POST', `/web/pgc/stats/like/${id}`, id)
export const unlikeArticle = (id: number) => stat('DELETE', `/web/pgc/stats/unlike/${id}`, id)
export const collectArticle = (id: number) => stat('POST', `/web/pgc/stats/collect/${id}`, id)
export const uncollectArticle = (id: number) => stat('DELETE', `/web/pgc/stats/cancelCollect/${id}`, id)
export const shareArticle = (id: number) => stat('POST', `/web/pgc/stats/share/${id}`, id)
