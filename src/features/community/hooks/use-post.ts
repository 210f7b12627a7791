import { useCallback } from 'react'
import type { ContentItem } from '@api/posts'
import { paths } from '@/routes'
import { sharePage } from '@/shared/share'
import { useQuery } from '@/shared/use-load'
import { useWrite } from '@/shared/use-write'
import { collectContent, likeContent, shareContent, uncollectContent, unlikeContent } from '../api'
import { ensureLoggedIn } from '../login-gate'
import { postQuery } from '../queries'

/** A post with its like, collect and share actions; counts come from the server's answers. */
export function usePost(id: number | undefined, source?: string) {
  const post = useQuery(postQuery, id !== undefined && [id, source])
  const { setData } = post
  const change = (next: Partial<ContentItem>) => setData((p) => (p ? { ...p, ...next } : p))

  // One call per action at a time; a failure leaves the post as it was (the request layer said why).
  const like = useWrite((p: ContentItem) => (p.liked ? unlikeContent(p.id) : likeContent(p.id)), {
    onDone: (r) => change({ liked: r.liked, likeNum: r.likeNum }),
  })
  const collect = useWrite((p: ContentItem) => (p.collected ? uncollectContent(p.id) : collectContent(p.id)), {
    onDone: (r) => change({ collected: r.collected, collectNum: r.collectNum }),
  })
  const shareWrite = useWrite(
    async (p: ContentItem) => {
      const r = await shareContent(p.id)
      await sharePage({ title: p.title || '精彩动态', text: p.text, path: paths.post(p.id) })
      return r
    },
    { onDone: (r) => change({ shareNum: r.shareNum }) },
  )

  const current = post.data
  const act = (write: { run: (p: ContentItem) => Promise<unknown> }) => (current && ensureLoggedIn() ? write.run(current) : undefined)
  const toggleLike = () => act(like)
  const toggleCollect = () => act(collect)
  const share = () => act(shareWrite)
  const addComments = useCallback((delta: number) => setData((p) => (p ? { ...p, commentNum: Math.max(0, p.commentNum + delta) } : p)), [setData])

  return { ...post, toggleLike, toggleCollect, share, addComments }
}
