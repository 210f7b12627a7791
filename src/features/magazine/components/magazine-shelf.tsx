import { useState } from 'react'
import { Button, Image, Text, View } from '@tarojs/components'
import type { MagazineIssue } from '@api/domain'
import { SwipePager } from '@/shared/swipe-pager'
import { dotDate } from '../dates'
import './magazine-shelf.scss'

export interface MagazineShelfProps {
  issues: MagazineIssue[]
  hasMore: boolean
  loadingMore: boolean
  onLoadMore: () => void
  onRead: (issue: MagazineIssue) => void
  onShare: (issue: MagazineIssue) => void
  onEnterApp: () => void
}

/** How many of the newest issues the cover carousel shows. */
const HERO_COUNT = 3

/** The magazine rack: a carousel of the newest covers, then every issue. */
export function MagazineShelf({ issues, hasMore, loadingMore, onLoadMore, onRead, onShare, onEnterApp }: MagazineShelfProps) {
  const [hero, setHero] = useState(0)
  const heroes = issues.slice(0, HERO_COUNT)
  const current = heroes[hero] ?? heroes[0]

  if (!issues.length) {
    return (
      <View className='magazine-shelf__empty'>
        <Text>杂志还在编排中，敬请期待</Text>
        <Button className='magazine-shelf__enter' onClick={onEnterApp}>
          进入首页
        </Button>
      </View>
    )
  }

  return (
    <View className='magazine-shelf'>
      <SwipePager className='magazine-shelf__hero' index={hero} onChange={setHero} loop autoplay>
        {heroes.map((issue) => (
          <View key={issue.id} className='magazine-shelf__cover' onClick={() => onRead(issue)}>
            <Image className='magazine-shelf__cover-img' src={issue.cover} mode='aspectFill' nativeProps={{ alt: `${issue.title} 封面` }} />
            <View className='magazine-shelf__cover-text'>
              <Text className='magazine-shelf__issue-no'>{issue.issueNo}</Text>
              <Text className='magazine-shelf__title'>{issue.title}</Text>
            </View>
          </View>
        ))}
      </SwipePager>
      <View className='magazine-shelf__dots' aria-hidden>
        {heroes.map((issue, i) => (
          <View key={issue.id} className={`magazine-shelf__dot${i === hero ? ' magazine-shelf__dot--on' : ''}`} />
        ))}
      </View>

      {current && (
        <View className='magazine-shelf__current'>
          <Text className='magazine-shelf__summary'>{current.summary}</Text>
          <View className='magazine-shelf__actions'>
            <Button className='magazine-shelf__read' onClick={() => onRead(current)}>
              阅读本期
            </Button>
            <Button className='magazine-shelf__share' onClick={() => onShare(current)}>
              分享
            </Button>
          </View>
        </View>
      )}

      <View className='magazine-shelf__section'>
        <Text className='magazine-shelf__section-title'>往期杂志</Text>
        {issues.map((issue) => (
          <View key={issue.id} className='magazine-shelf__row' onClick={() => onRead(issue)}>
            <Image className='magazine-shelf__thumb' src={issue.cover} mode='aspectFill' lazyLoad nativeProps={{ alt: `${issue.title} 封面` }} />
            <View className='magazine-shelf__row-text'>
              <Text className='magazine-shelf__row-title'>{issue.title}</Text>
              <Text className='magazine-shelf__row-meta'>
                {issue.issueNo} · {dotDate(issue.publishDate)} · 共 {issue.pageCount} 页
              </Text>
              <Text className='magazine-shelf__row-summary'>{issue.summary}</Text>
            </View>
          </View>
        ))}
        {hasMore && (
          <Button className='magazine-shelf__more' disabled={loadingMore || undefined} onClick={onLoadMore}>
            {loadingMore ? '加载中…' : '加载更多'}
          </Button>
        )}
      </View>

      <Button className='magazine-shelf__enter' onClick={onEnterApp}>
        进入首页 · 车型、试驾与门店
      </Button>
    </View>
  )
}
