import type { Article, PgcStats } from '@api/posts'
import { paths } from '@/routes'
import { sharePage } from '@/shared/share'
import { useQuery } from '@/shared/use-load'
import { useWrite } from '@/shared/use-write'
import { collectArticle, likeArticle, shareArticle, uncollectArticle, unlikeArticle } from '@/entities/article'
import { ensureLoggedIn } from '../login-gate'
import { articleQuery } from '../queries'

/** A PGC article with its like, collect and share stats (spec §7 /web/pgc/stats/*). */
export function useArticle(id: number | undefined) {
  const article = useQuery(articleQuery, id !== undefined && [id])
  const { setData } = article
  // One call per action at a time; each answers the article's stats after it.
  const showStats = (stats: PgcStats) => setData((a) => (a ? { ...a, stats } : a))

  const like = useWrite((a: Article) => (a.stats.liked ? unlikeArticle(a.id) : likeArticle(a.id)), { onDone: showStats })
  const collect = useWrite((a: Article) => (a.stats.collected ? uncollectArticle(a.id) : collectArticle(a.id)), { onDone: showStats })
  const shareWrite = useWrite(
    async (a: Article) => {
      const stats = await shareArticle(a.id)
      await sharePage({ title: a.title || '精彩文章', text: a.summary, path: paths.article(a.id) })
      return stats
    },
    { onDone: showStats },
  )

  const current = article.data
  const act = (write: { run: (a: Article) => Promise<unknown> }) => (current && ensureLoggedIn() ? write.run(current) : undefined)
  const toggleLike = () => act(like)
  const toggleCollect = () => act(collect)
  const share = () => act(shareWrite)

  return { ...article, toggleLike, toggleCollect, share }
}
