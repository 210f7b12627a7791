import type { Review } from '@api/mall'
import { Text, View } from '@tarojs/components'
import { formatDate } from '@/utils/time'
import { Img } from '@/shared/img'
import { PagedListView, usePagedQuery } from '@/shared/paged-list'
import { Rating } from '@/shared/rating'
import { goodsReviewsList } from '../goods-queries'
import { reviewerName } from '../review'
import { Section } from './section'
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
  // A few at a time by tap: reaching the bottom of the goods page loads recommendations.
  const reviews = usePagedQuery(goodsReviewsList, [itemId], { swallowed: true })
  return (
    <Section title={`商品评价（${reviews.total}）`}>
      <PagedListView list={reviews} emptyText='暂无评价' renderItem={(r) => <ReviewItem key={r.id} review={r} />} />
    </Section>
  )
}
