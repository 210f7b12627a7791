import { Text, View } from '@tarojs/components'
import { Heart, HeartFill, Message, Share, Star, StarFill } from '@nutui/icons-react-taro'
import { formatCount } from '@/utils/count'
import { ShareButton } from '@/shared/share'
import { TOKEN_COLOURS } from '@/styles/colours'
import './action-bar.scss'

export interface ActionBarProps {
  liked: boolean
  likeNum: number
  collected: boolean
  collectNum: number
  shareNum: number
  onLike: () => void
  onCollect: () => void
  onShare: () => void
  /** With a comment count, a button that scrolls to the comments. */
  commentNum?: number
  onComments?: () => void
}

/** The bar fixed under a post or an article: like, collect, share and comments, with counts. */
export function ActionBar(p: ActionBarProps) {
  return (
    <View className='cm-action-bar'>
      {p.onComments && (
        <View className='cm-action-bar__item cm-action-bar__comments' role='button' aria-label='评论' onClick={p.onComments}>
          <Message size={18} color={TOKEN_COLOURS.textSecondary} />
          <Text className='cm-action-bar__num'>{formatCount(p.commentNum)}</Text>
        </View>
      )}
      <View
        className={`cm-action-bar__item cm-action-bar__like${p.liked ? ' cm-action-bar__item--on' : ''}`}
        role='button'
        aria-label={p.liked ? '取消点赞' : '点赞'}
        aria-pressed={p.liked}
        onClick={p.onLike}
      >
        {p.liked ? <HeartFill size={18} color={TOKEN_COLOURS.danger} /> : <Heart size={18} color={TOKEN_COLOURS.textSecondary} />}
        <Text className='cm-action-bar__num'>{formatCount(p.likeNum)}</Text>
      </View>
      <View
        className={`cm-action-bar__item cm-action-bar__collect${p.collected ? ' cm-action-bar__item--on' : ''}`}
        role='button'
        aria-label={p.collected ? '取消收藏' : '收藏'}
        aria-pressed={p.collected}
        onClick={p.onCollect}
      >
        {p.collected ? <StarFill size={18} color={TOKEN_COLOURS.star} /> : <Star size={18} color={TOKEN_COLOURS.textSecondary} />}
        <Text className='cm-action-bar__num'>{formatCount(p.collectNum)}</Text>
      </View>
      <ShareButton className='cm-action-bar__item cm-action-bar__share' label='分享' bare onShare={p.onShare}>
        <Share size={18} color={TOKEN_COLOURS.textSecondary} />
        <Text className='cm-action-bar__num'>{formatCount(p.shareNum)}</Text>
      </ShareButton>
    </View>
  )
}
