import { definePaged, defineQuery } from '@/core/query'
import { articleKey } from '@/entities/article'
import {
  getArticle, getAuthorAccount, getClassmates, getComments, getContent, getContents, getDealer, getDealerContents, getMyAccount, getTopic,
  getTopicContents,
} from './api'
import { accountKey, authorFeedKey, classmatesKey, commentsKey, dealerFeedKey, dealerKey, postKey, topicFeedKey, topicKey } from './keys'

// The community reads, each defined once on the keys of keys.ts (what the writes of api.ts mark).

export type CommentSort = 'hot' | 'new'

/** A post (`source` is only logged by the server). */
export const postQuery = defineQuery((id: number, source?: string) => postKey(id, source), (id: number, source?: string) => getContent(id, source))
/** A PGC article, keyed by the article entity (the car tab's model pages show its stats too). */
export const articleQuery = defineQuery((id: number) => articleKey(id), (id: number) => getArticle(id))
export const topicQuery = defineQuery((id: number) => topicKey(id), (id: number) => getTopic(id))
export const dealerQuery = defineQuery((id: number) => dealerKey(id), (id: number) => getDealer(id))
/** A member's card: another author's, or the user's own (`'mine'`, login needed). */
export const accountQuery = defineQuery(
  (authorId: number | 'mine') => accountKey(authorId),
  (authorId: number | 'mine') => (authorId === 'mine' ? getMyAccount() : getAuthorAccount(authorId)),
)
export const classmatesQuery = defineQuery((id: number) => classmatesKey(id), (id: number) => getClassmates(id))

export const topicFeed = definePaged((topicId: number) => topicFeedKey(topicId), (topicId: number, pageNo: number, pageSize: number) => getTopicContents(topicId, { pageNo, pageSize }))
export const dealerFeed = definePaged((dealerId: number) => dealerFeedKey(dealerId), (dealerId: number, pageNo: number, pageSize: number) => getDealerContents(dealerId, { pageNo, pageSize }))
export const authorFeed = definePaged((accountId: number) => authorFeedKey(accountId), (accountId: number, pageNo: number, pageSize: number) => getContents({ authorId: accountId, pageNo, pageSize }))

/** One list of a post's comments: top level (`parentId` 0) or one comment's replies. */
export const commentList = definePaged(
  (contentId: number, parentId: number, sort: CommentSort) => commentsKey(contentId, parentId, sort),
  (contentId: number, parentId: number, sort: CommentSort, pageNo: number, pageSize: number) => getComments({ contentId, pageNo, pageSize, sort, ...(parentId ? { parentId } : {}) }),
)
