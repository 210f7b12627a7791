import { Button, Text, View } from '@tarojs/components'
import type { MagazineIssue } from '@api/domain'
import { BRAND_NAME } from '@/brand'
import { Img } from '@/shared/img'
import { dotDate } from '../dates'
import './share-card.scss'

export interface ShareCardProps {
  issue: MagazineIssue
  /** H5 only: share through the system sheet or copy the link. */
  onWebShare: () => void
  onRead: () => void
}

/** The card a shared issue shows: cover, title and the share actions of the runtime. */
export function ShareCard({ issue, onWebShare, onRead }: ShareCardProps) {
  const weapp = process.env.TARO_ENV === 'weapp'
  return (
    <View className='share-card'>
      <View className='share-card__card'>
        <Img className='share-card__cover' src={issue.cover} mode='aspectFill' alt={`${issue.title} 封面`} />
        <View className='share-card__body'>
          <Text className='share-card__brand'>{BRAND_NAME} · 品牌杂志</Text>
          <Text className='share-card__title'>{issue.title}</Text>
          <Text className='share-card__meta'>
            {issue.issueNo} · {dotDate(issue.publishDate)}
          </Text>
          <Text className='share-card__summary'>{issue.summary}</Text>
        </View>
      </View>
      <View className='share-card__actions'>
        {weapp ? (
          // The mini-program shares through the page's share handler (useShareAppMessage).
          <Button className='share-card__primary' openType='share'>
            分享给微信好友
          </Button>
        ) : (
          <Button className='share-card__primary' onClick={onWebShare}>
            分享链接
          </Button>
        )}
        <Button className='share-card__secondary' onClick={onRead}>
          阅读本期
        </Button>
      </View>
    </View>
  )
}
