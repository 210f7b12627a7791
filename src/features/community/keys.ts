import { AREA, keyText } from '@/core/query'

/*
 * Every community read's key, defined once: the screens read with them and the writes in api.ts
 * mark them by name. Each kind of read has its own branch under the area, so a mark names just
 * what a write changed: a like marks the post, the feeds and the member cards, never the post's
 * comments, whose lists a read would fold back to page 1. The reads themselves are queries.ts's.
 */

/** A post's detail (`source` is only logged by the server, so each is its own read). */
export const postKey = (id: number, source = '') => [AREA.community, 'post', id, source] as const
/** Every detail of post `id`, whatever its source. */
export const postOf = (id: number) => keyText([AREA.community, 'post', id])

/** Every list of posts with their like and comment counts: a topic's, a dealer's, an author's. */
export const COMMUNITY_FEEDS = keyText([AREA.community, 'feed'])
export const topicFeedKey = (topicId: number) => [AREA.community, 'feed', 'topic', topicId] as const
export const dealerFeedKey = (dealerId: number) => [AREA.community, 'feed', 'dealer', dealerId] as const
export const authorFeedKey = (accountId: number) => [AREA.community, 'feed', 'author', accountId] as const

/** Every member card (mine, other authors'): likes received and posts counted. */
export const COMMUNITY_ACCOUNTS = keyText([AREA.community, 'account'])
export const accountKey = (authorId: number | 'mine') => [AREA.community, 'account', authorId] as const

/** One list of a post's comments: top-level (`parentId` 0) or one comment's replies, by sort. */
export const commentsKey = (contentId: number, parentId: number, sort: string) => [AREA.community, 'comments', contentId, parentId, sort] as const
/** A post's comment lists: all of them, or one level's (both sorts). */
export const commentsOf = (contentId: number, parentId?: number) => keyText(parentId === undefined ? [AREA.community, 'comments', contentId] : [AREA.community, 'comments', contentId, parentId])

export const topicKey = (id: number) => [AREA.community, 'topic', id] as const
export const dealerKey = (id: number) => [AREA.community, 'dealer', id] as const

export const classmatesKey = (id: number) => [AREA.community, 'classmates', id] as const
export const classmatesOf = (id: number) => keyText(classmatesKey(id))
