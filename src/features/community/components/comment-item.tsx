import type { ReactNode } from 'react'
import { Text, View } from '@tarojs/components'
import { Heart, HeartFill } from '@nutui/icons-react-taro'
import type { Comment } from '@api/posts'
import { formatCount } from '@/utils/count'
import { relativeTime } from '@/utils/time'
import { TOKEN_COLOURS } from '@/styles/colours'
import { Avatar } from './avatar'
import './comment-item.scss'

export interface CommentItemProps {
  comment: Comment
  canDelete: boolean
  canFeature: boolean
  onLike: (c: Comment) => void
  onDelete: (c: Comment) => void
  onBoutique?: (c: Comment) => void
  onReply: (c: Comment) => void
  onAuthor: (accountId: number) => void
  /** Replies, under the comment. */
  children?: ReactNode
}

export function CommentItem({ comment: c, canDelete, canFeature, onLike, onDelete, onBoutique, onReply, onAuthor, children }: CommentItemProps) {
  return (
    <View className={`cm-comment${c.parentId ? ' cm-comment--reply' : ''}`} id={`comment-${c.id}`} data-comment-id={c.id}>
      <Avatar src={c.author.avatarUrl} name={c.author.displayName} size={c.parentId ? 24 : 32} onClick={() => onAuthor(c.author.accountId)} />
      <View className='cm-comment__main'>
        <View className='cm-comment__head'>
          <Text className='cm-comment__name' onClick={() => onAuthor(c.author.accountId)}>
            {c.author.displayName}
          </Text>
          {c.boutique && <Text className='cm-comment__boutique'>精选</Text>}
          <View
            className={`cm-comment__like${c.liked ? ' cm-comment__like--on' : ''}`}
            role='button'
            aria-label={c.liked ? '取消点赞' : '点赞'}
            aria-pressed={c.liked}
            onClick={() => onLike(c)}
          >
            {c.liked ? <HeartFill size={14} color={TOKEN_COLOURS.danger} /> : <Heart size={14} color={TOKEN_COLOURS.inactive} />}
            <Text className='cm-comment__like-num'>{formatCount(c.likeNum)}</Text>
          </View>
        </View>
        <Text className='cm-comment__text' userSelect>
          {c.replyTo && <Text className='cm-comment__reply-to'>回复 @{c.replyTo.displayName}：</Text>}
          {c.content}
        </Text>
        <View className='cm-comment__meta'>
          <Text>{relativeTime(c.createdAt)}</Text>
          <View className='cm-comment__action' role='button' onClick={() => onReply(c)}>
            回复
          </View>
          {canFeature && onBoutique && (
            <View className='cm-comment__action' role='button' onClick={() => onBoutique(c)}>
              {c.boutique ? '取消精选' : '设为精选'}
            </View>
          )}
          {canDelete && (
            <View className='cm-comment__action cm-comment__delete' role='button' onClick={() => onDelete(c)}>
              删除
            </View>
          )}
        </View>
        {children}
      </View>
    </View>
  )
}
