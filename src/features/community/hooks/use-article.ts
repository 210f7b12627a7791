import { useCallback, useRef } from 'react'
import type { Article, PgcStats } from '@api/posts'
import { paths } from '@/routes'
import { sharePage } from '@/shared/share'
import { useLoad } from '@/shared/use-load'
import { articleKey, collectArticle, likeArticle, shareArticle, uncollectArticle, unlikeArticle } from '@/entities/article'
import { getArticle } from '../api'
import { ensureLoggedIn } from '../login-gate'

/** A PGC article with its like, collect and share stats (spec §7 /web/pgc/stats/*). */
export function useArticle(id: number | undefined) {
  const article = useLoad<Article>(id === undefined ? null : articleKey(id), () => getArticle(id!))
  const { setData } = article
  const busy = useRef(new Set<string>())

  const run = useCallback(async (what: string, work: () => Promise<PgcStats>) => {
    if (!ensureLoggedIn() || busy.current.has(what)) return
    busy.current.add(what)
    try {
      const stats = await work()
      setData((a) => (a ? { ...a, stats } : a))
    } catch {
      // reported by the request layer
    } finally {
      busy.current.delete(what)
    }
  }, [setData])

  const current = article.data
  const toggleLike = () => current && run('like', () => (current.stats.liked ? unlikeArticle(current.id) : likeArticle(current.id)))
  const toggleCollect = () => current && run('collect', () => (current.stats.collected ? uncollectArticle(current.id) : collectArticle(current.id)))
  const share = () =>
    current &&
    run('share', async () => {
      const stats = await shareArticle(current.id)
      await sharePage({ title: current.title || '精彩文章', text: current.summary, path: paths.article(current.id) })
      return stats
    })

  return { ...article, toggleLike, toggleCollect, share }
}
