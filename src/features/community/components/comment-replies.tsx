import { useEffect, useRef } from 'react'
import { View } from '@tarojs/components'
import type { Comment } from '@api/posts'
import { ListFooter } from '@/shared/paged-list'
import { useCommentList } from '../hooks/use-comment-list'
import { CommentItem } from './comment-item'

export interface CommentPolicy {
  canDelete: (c: Comment) => boolean
  canFeature: (c: Comment) => boolean
}

export interface CommentRepliesProps {
  contentId: number
  parent: Comment
  policy: CommentPolicy
  /** Changes when a reply was posted here: the list loads again to show it. */
  reloadKey: number
  onReply: (c: Comment) => void
  onAuthor: (accountId: number) => void
  /** Replies removed (the content's comment count follows). */
  onRemoved: (count: number) => void
}

/** The replies of one comment, newest first, loaded when opened. */
export function CommentReplies({ contentId, parent, policy, reloadKey, onReply, onAuthor, onRemoved }: CommentRepliesProps) {
  const replies = useCommentList(contentId, { parentId: parent.id, sort: 'new' })
  const { refresh } = replies
  const first = useRef(true)
  useEffect(() => {
    if (first.current) first.current = false
    else void refresh()
  }, [reloadKey, refresh])

  const remove = async (c: Comment) => {
    const n = await replies.remove(c)
    if (n) onRemoved(n)
  }

  return (
    <View className='cm-replies'>
      {replies.items.map((r) => (
        <CommentItem
          key={r.id}
          comment={r}
          canDelete={policy.canDelete(r)}
          canFeature={false}
          onLike={(x) => void replies.toggleLike(x)}
          onDelete={(x) => void remove(x)}
          onReply={onReply}
          onAuthor={onAuthor}
        />
      ))}
      <ListFooter nested list={replies} moreText='查看更多回复' />
    </View>
  )
}
