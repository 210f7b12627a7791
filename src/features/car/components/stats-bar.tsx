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

const TOGGLES = {
  like: { on: '♥', off: '♡', label: '点赞' },
  collect: { on: '★', off: '☆', label: '收藏' },
}

/** Like or collect: pressed when done, its count beside it. */
function Toggle({ kind, on, count, busy, onClick }: { kind: keyof typeof TOGGLES; on: boolean; count: number; busy: boolean; onClick: () => void }) {
  const t = TOGGLES[kind]
  return (
    <View className={`stats-bar__item${on ? ' stats-bar__item--on' : ''}`} role='button' aria-pressed={on} aria-label={on ? `取消${t.label}` : t.label} aria-disabled={busy} onClick={onClick}>
      <Text className='stats-bar__icon'>{on ? t.on : t.off}</Text>
      <Text className={`stats-bar__count stats-bar__count--${kind}`}>{formatCount(count)}</Text>
    </View>
  )
}

/** Like, collect and share with their counts (spec §9 display: 1w, Nw+). */
export function StatsBar({ stats, pending, onLike, onCollect, onShare }: StatsBarProps) {
  return (
    <View className='stats-bar'>
      <Toggle kind='like' on={stats.liked} count={stats.likeNum} busy={pending !== null} onClick={onLike} />
      <Toggle kind='collect' on={stats.collected} count={stats.collectNum} busy={pending !== null} onClick={onCollect} />
      <ShareButton className='stats-bar__item' label='分享' onShare={onShare}>
        <Text className='stats-bar__icon'>↗</Text>
        <Text className='stats-bar__count stats-bar__count--share'>{formatCount(stats.shareNum)}</Text>
      </ShareButton>
      <Text className='stats-bar__views'>{formatCount(stats.viewNum)} 次浏览</Text>
    </View>
  )
}
