import { useCallback, useMemo, useState } from 'react'
import { Text, View } from '@tarojs/components'
import type { Comment } from '@api/posts'
import { formatCount } from '@/utils/count'
import { PagedListView } from '@/shared/paged-list'
import { useCommentComposer } from '../hooks/use-comment-composer'
import { useCommentSection } from '../hooks/use-comment-section'
import { useMyAccountId } from '../hooks/use-my-account-id'
import { CommentComposer } from './comment-composer'
import { CommentItem } from './comment-item'
import { CommentReplies, type CommentPolicy } from './comment-replies'
import './comment-section.scss'

export interface CommentSectionProps {
  contentId: number
  /** Author of the content: may feature and delete comments under it. */
  ownerId: number
  /** Total comments (replies included) as the content reports it; else the list's total. */
  count?: number
  onCountChange?: (delta: number) => void
  onAuthor: (accountId: number) => void
}

const keepCount = () => undefined

/**
 * A content's comments: sort, composer, list and threads. The comments and who the user is (which
 * they may delete) are read here, where they show: a screen mounts this part once its content
 * has painted, and their answers render the comments, not the whole screen again (issue 42).
 */
export function CommentSection({ contentId, ownerId, count, onCountChange = keepCount, onAuthor }: CommentSectionProps) {
  const { sort, setSort, list } = useCommentSection(contentId)
  const meId = useMyAccountId()
  const [open, setOpen] = useState<Record<number, number>>({})

  const policy: CommentPolicy = useMemo(
    () => ({
      canDelete: (c) => meId !== undefined && (c.author.accountId === meId || ownerId === meId),
      canFeature: (c) => meId !== undefined && ownerId === meId && c.parentId === 0,
    }),
    [meId, ownerId],
  )

  const { patch, prepend } = list
  const onPosted = useCallback(
    (comment: Comment) => {
      onCountChange(1)
      if (!comment.parentId) {
        prepend(comment)
        return
      }
      const parent = list.items.find((c) => c.id === comment.parentId)
      if (parent) patch(parent.id, { replyNum: parent.replyNum + 1 })
      // Open the thread (or load it again) so the new reply shows.
      setOpen((o) => ({ ...o, [comment.parentId]: (o[comment.parentId] ?? 0) + 1 }))
    },
    [onCountChange, prepend, patch, list.items],
  )
  const composer = useCommentComposer(contentId, onPosted)

  const reply = (c: Comment) => composer.setReplyTo({ id: c.parentId || c.id, name: c.author.displayName })
  const removeTop = async (c: Comment) => {
    const n = await list.remove(c)
    if (n) onCountChange(-n)
  }
  const removedReplies = (parent: Comment) => (n: number) => {
    patch(parent.id, { replyNum: Math.max(0, parent.replyNum - n) })
    onCountChange(-n)
  }
  const toggleThread = (id: number) => setOpen(({ [id]: shown, ...rest }) => (shown === undefined ? { ...rest, [id]: 0 } : rest))

  return (
    <View className='cm-comments' id='comments'>
      <View className='cm-comments__head'>
        <Text className='cm-comments__title'>评论 {formatCount(count ?? list.total)}</Text>
        <View className='cm-comments__sort'>
          {(['hot', 'new'] as const).map((s) => (
            <View key={s} className={`cm-comments__sort-item${sort === s ? ' cm-comments__sort-item--on' : ''}`} role='button' onClick={() => setSort(s)}>
              {s === 'hot' ? '最热' : '最新'}
            </View>
          ))}
        </View>
      </View>
      <CommentComposer composer={composer} />
      <PagedListView
        list={list}
        className='cm-comments__list'
        emptyText='还没有评论，快来抢沙发吧'
        renderItem={(c) => (
          <CommentItem
            key={c.id}
            comment={c}
            canDelete={policy.canDelete(c)}
            canFeature={policy.canFeature(c)}
            onLike={(x) => void list.toggleLike(x)}
            onBoutique={(x) => void list.toggleBoutique(x)}
            onDelete={(x) => void removeTop(x)}
            onReply={reply}
            onAuthor={onAuthor}
          >
            {c.replyNum > 0 && open[c.id] === undefined && (
              <View className='cm-comments__thread' role='button' onClick={() => toggleThread(c.id)}>
                展开 {c.replyNum} 条回复
              </View>
            )}
            {open[c.id] !== undefined && (
              <>
                <CommentReplies contentId={c.contentId} parent={c} policy={policy} reloadKey={open[c.id]} onReply={reply} onAuthor={onAuthor} onRemoved={removedReplies(c)} />
                <View className='cm-comments__thread' role='button' onClick={() => toggleThread(c.id)}>
                  收起回复
                </View>
              </>
            )}
          </CommentItem>
        )}
      />
    </View>
  )
}
