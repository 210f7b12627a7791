import { useCallback, useRef } from 'react'
import type { ContentItem } from '@api/posts'
import { paths } from '@/routes'
import { sharePage } from '@/shared/share'
import { useLoad } from '@/shared/use-load'
import { collectContent, getContent, likeContent, shareContent, uncollectContent, unlikeContent } from '../api'
import { postKey } from '../keys'
import { ensureLoggedIn } from '../login-gate'

/** A post with its like, collect and share actions; counts come from the server's answers. */
export function usePost(id: number | undefined, source?: string) {
  const post = useLoad<ContentItem>(id === undefined ? null : postKey(id, source), () => getContent(id!, source))
  const { setData } = post
  const busy = useRef(new Set<string>())

  const run = useCallback(async (what: string, work: () => Promise<Partial<ContentItem>>) => {
    if (!ensureLoggedIn() || busy.current.has(what)) return
    busy.current.add(what)
    try {
      const change = await work()
      setData((p) => (p ? { ...p, ...change } : p))
    } catch {
      // the request layer has shown why; the post stays as it was
    } finally {
      busy.current.delete(what)
    }
  }, [setData])

  const current = post.data
  const toggleLike = () =>
    current &&
    run('like', async () => {
      const r = current.liked ? await unlikeContent(current.id) : await likeContent(current.id)
      return { liked: r.liked, likeNum: r.likeNum }
    })
  const toggleCollect = () =>
    current &&
    run('collect', async () => {
      const r = current.collected ? await uncollectContent(current.id) : await collectContent(current.id)
      return { collected: r.collected, collectNum: r.collectNum }
    })
  const share = () =>
    current &&
    run('share', async () => {
      const r = await shareContent(current.id)
      await sharePage({ title: current.title || '精彩动态', text: current.text, path: paths.post(current.id) })
      return { shareNum: r.shareNum }
    })
  const addComments = useCallback((delta: number) => setData((p) => (p ? { ...p, commentNum: Math.max(0, p.commentNum + delta) } : p)), [setData])

  return { ...post, toggleLike, toggleCollect, share, addComments }
}
