import { useCallback } from 'react'
import type { Comment } from '@api/posts'
import { confirmDestructive } from '@/shared/confirm'
import { usePagedQuery } from '@/shared/paged-list'
import { toast } from '@/shared/toast'
import { useWrite } from '@/shared/use-write'
import { deleteComment, likeComment, setCommentBoutique, unlikeComment } from '../api'
import { ensureLoggedIn } from '../login-gate'
import { commentList, type CommentSort } from '../queries'

export type { CommentSort } from '../queries'

/**
 * One list of comments (a content's top-level comments, or one comment's replies) with the
 * actions on its items. A failed call leaves the item as it was (the request layer said why).
 */
export function useCommentList(contentId: number | undefined, opts: { parentId?: number; sort?: CommentSort; enabled?: boolean } = {}) {
  const { parentId, sort = 'hot', enabled = true } = opts
  // Top-level comments go on as the page scrolls; replies open a few at a time by tap.
  const list = usePagedQuery(commentList, enabled && contentId !== undefined && [contentId, parentId ?? 0, sort], { reachBottom: !parentId })
  const { setItems, setTotal } = list

  const patch = useCallback(
    (id: number, change: Partial<Comment>) => setItems((items) => items.map((c) => (c.id === id ? { ...c, ...change } : c))),
    [setItems],
  )

  // One call at a time per action: a double tap must not like and unlike at once.
  const like = useWrite((c: Comment) => (c.liked ? unlikeComment(c) : likeComment(c)), {
    onDone: (res, c) => patch(c.id, { liked: res.liked, likeNum: res.likeNum }),
  })
  const boutique = useWrite((c: Comment) => setCommentBoutique(c, !c.boutique), {
    onDone: (res, c) => {
      patch(c.id, { boutique: res.boutique })
      toast(res.boutique ? '已设为精选' : '已取消精选')
    },
  })
  const del = useWrite((c: Comment) => deleteComment(c), {
    done: '评论已删除',
    onDone: (_answer, c) => {
      setItems((items) => items.filter((x) => x.id !== c.id))
      setTotal((n) => Math.max(0, n - 1))
    },
  })
  const { run: runLike } = like
  const { run: runBoutique } = boutique
  const { run: runDelete } = del

  const toggleLike = useCallback(async (c: Comment) => {
    if (ensureLoggedIn()) await runLike(c)
  }, [runLike])

  const toggleBoutique = useCallback(async (c: Comment) => {
    await runBoutique(c)
  }, [runBoutique])

  /** Resolves with how many comments went (the comment and its replies), 0 when kept. */
  const remove = useCallback(
    async (c: Comment): Promise<number> => {
      if (!(await confirmDestructive({ title: '删除评论', content: '删除后不可恢复，确定删除这条评论吗？', confirmText: '删除' }))) return 0
      return (await runDelete(c))?.deleted ?? 0
    },
    [runDelete],
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
