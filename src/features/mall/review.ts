import type { Review } from '@api/mall'

export const ANONYMOUS_NAME = '匿名用户'

/** An anonymous review never shows the name, whatever the server sent. */
export function reviewerName(review: Pick<Review, 'anonymousFlag' | 'userName'>): string {
  if (review.anonymousFlag === 1) return ANONYMOUS_NAME
  return review.userName || ANONYMOUS_NAME
}

