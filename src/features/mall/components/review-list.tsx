import { useCallback } from 'react'
import type { Review } from '@api/mall'
import { Text, View } from '@tarojs/components'
import { formatDate } from '@/utils/time'
import { Img } from '@/shared/img'
import { Rating } from '@/shared/rating'
import { getGoodsReviews } from '../api'
import { usePagedList } from '../hooks/use-paged-list'
import { reviewerName } from '../review'
import { EmptyNote, InlineRetry, Section } from './section'
import './review-list.scss'

function ReviewItem({ review }: { review: Review }) {
  return (
    <View className='review'>
      <View className='review__head'>
        <Img className='review__avatar' src={review.userAvatar} alt='' />
        <Text className='review__name'>{reviewerName(review)}</Text>
        <Rating className='review__stars' value={review.score} readOnly />
        <Text className='review__date'>{formatDate(review.createTime)}</Text>
      </View>
      <Text className='review__content'>{review.content}</Text>
      {review.reply && <Text className='review__reply'>商家回复：{review.reply}</Text>}
      <Text className='review__thumbs'>{review.thumbsUpNum} 人觉得有用</Text>
    </View>
  )
}

/** Reviews of a goods, a few at a time. */
export function ReviewList({ itemId }: { itemId: number }) {
  const load = useCallback((pageNo: number) => getGoodsReviews(itemId, pageNo), [itemId])
  const reviews = usePagedList(load, (r) => r.id)
  return (
    <Section title={`商品评价（${reviews.total}）`}>
      {reviews.list.map((r) => (
        <ReviewItem key={r.id} review={r} />
      ))}
      {reviews.failed && <InlineRetry text='评价加载失败' onRetry={() => void (reviews.list.length ? reviews.loadMore() : reviews.reload())} />}
      {!reviews.loading && !reviews.failed && !reviews.list.length && <EmptyNote text='暂无评价' />}
      {reviews.more && !reviews.failed && (
        <View className='review-list__more' role='button' onClick={() => void reviews.loadMore()}>
          {reviews.loadingMore ? '加载中…' : '查看更多评价'}
        </View>
      )}
    </Section>
  )
}
