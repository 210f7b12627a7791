import { useCallback, useRef } from 'react'
import type { Comment } from '@api/posts'
import { confirmDestructive } from '@/shared/confirm'
import { usePagedList } from '@/shared/paged-list'
import { toast } from '@/shared/toast'
import { deleteComment, getComments, likeComment, setCommentBoutique, unlikeComment } from '../api'
import { commentsKey } from '../keys'
import { ensureLoggedIn } from '../login-gate'

export type CommentSort = 'hot' | 'new'

/**
 * One list of comments (a content's top-level comments, or one comment's replies) with the
 * actions on its items. A failed call leaves the item as it was (the request layer said why).
 */
export function useCommentList(contentId: number | undefined, opts: { parentId?: number; sort?: CommentSort; enabled?: boolean } = {}) {
  const { parentId, sort = 'hot', enabled = true } = opts
  const list = usePagedList<Comment>(
    (pageNo, pageSize) => getComments({ contentId: contentId!, pageNo, pageSize, sort, ...(parentId ? { parentId } : {}) }),
    // Top-level comments go on as the page scrolls; replies open a few at a time by tap.
    { key: commentsKey(contentId ?? 0, parentId ?? 0, sort), enabled: enabled && contentId !== undefined, reachBottom: !parentId },
  )
  const { setItems, setTotal } = list
  // One call per comment at a time: a double tap must not like and unlike at once.
  const busy = useRef(new Set<number>())

  const patch = useCallback(
    (id: number, change: Partial<Comment>) => setItems((items) => items.map((c) => (c.id === id ? { ...c, ...change } : c))),
    [setItems],
  )

  const guarded = useCallback(async (id: number, work: () => Promise<void>) => {
    if (busy.current.has(id)) return
    busy.current.add(id)
    try {
      await work()
    } catch {
      // reported by the request layer
    } finally {
      busy.current.delete(id)
    }
  }, [])

  const toggleLike = useCallback(
    (c: Comment) => {
      if (!ensureLoggedIn()) return Promise.resolve()
      return guarded(c.id, async () => {
        const res = c.liked ? await unlikeComment(c) : await likeComment(c)
        patch(c.id, { liked: res.liked, likeNum: res.likeNum })
      })
    },
    [guarded, patch],
  )

  const toggleBoutique = useCallback(
    (c: Comment) =>
      guarded(c.id, async () => {
        const res = await setCommentBoutique(c, !c.boutique)
        patch(c.id, { boutique: res.boutique })
        toast(res.boutique ? '已设为精选' : '已取消精选')
      }),
    [guarded, patch],
  )

  /** Resolves with how many comments went (the comment and its replies), 0 when kept. */
  const remove = useCallback(
    async (c: Comment): Promise<number> => {
      if (!(await confirmDestructive({ title: '删除评论', content: '删除后不可恢复，确定删除这条评论吗？', confirmText: '删除' }))) return 0
      let deleted = 0
      await guarded(c.id, async () => {
        deleted = (await deleteComment(c)).deleted
        setItems((items) => items.filter((x) => x.id !== c.id))
        setTotal((n) => Math.max(0, n - 1))
        toast('评论已删除')
      })
      return deleted
    },
    [guarded, setItems, setTotal],
  )

  const prepend = useCallback(
    (c: Comment) => {
      setItems((items) => [c, ...items.filter((x) => x.id !== c.id)])
      setTotal((n) => n + 1)
    },
    [setItems, setTotal],
  )

  return { ...list, patch, toggleLike, toggleBoutique, remove, prepend }
}

export type CommentList = ReturnType<typeof useCommentList>
