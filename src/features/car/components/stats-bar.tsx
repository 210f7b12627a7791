import { Text, View } from '@tarojs/components'
import type { PgcStats } from '@api/posts'
import { formatCount } from '@/utils/count'
import { ShareButton } from '@/shared/share'
import './stats-bar.scss'

export interface StatsBarProps {
  stats: PgcStats
  pending: 'like' | 'collect' | 'share' | null
  onLike: () => void
  onCollect: () => void
  /** H5: share by link. In the mini-program the button opens WeChat's share sheet. */
  onShare: () => void
}

/** Like, collect and share with their counts (spec §9 display: 1w, Nw+). */
export function StatsBar({ stats, pending, onLike, onCollect, onShare }: StatsBarProps) {
  return (
    <View className='stats-bar'>
      <View
        className={`stats-bar__item${stats.liked ? ' stats-bar__item--on' : ''}`}
        role='button'
        aria-pressed={stats.liked}
        aria-label={stats.liked ? '取消点赞' : '点赞'}
        aria-disabled={pending !== null}
        onClick={onLike}
      >
        <Text className='stats-bar__icon'>{stats.liked ? '♥' : '♡'}</Text>
        <Text className='stats-bar__count stats-bar__count--like'>{formatCount(stats.likeNum)}</Text>
      </View>
      <View
        className={`stats-bar__item${stats.collected ? ' stats-bar__item--on' : ''}`}
        role='button'
        aria-pressed={stats.collected}
        aria-label={stats.collected ? '取消收藏' : '收藏'}
        aria-disabled={pending !== null}
        onClick={onCollect}
      >
        <Text className='stats-bar__icon'>{stats.collected ? '★' : '☆'}</Text>
        <Text className='stats-bar__count stats-bar__count--collect'>{formatCount(stats.collectNum)}</Text>
      </View>
      <ShareButton className='stats-bar__item' label='分享' onShare={onShare}>
        <Text className='stats-bar__icon'>↗</Text>
        <Text className='stats-bar__count stats-bar__count--share'>{formatCount(stats.shareNum)}</Text>
      </ShareButton>
      <Text className='stats-bar__views'>{formatCount(stats.viewNum)} 次浏览</Text>
    </View>
  )
}
