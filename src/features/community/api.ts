import type { Page, PageQuery } from '@api/common'
import type {
  Article,
  Classmates,
  CollectionResult,
  Comment,
  CommentCreate,
  CommentQuery,
  CommunityDealer,
  ContentFeedQuery,
  ContentItem,
  HelpResult,
  LikeResult,
  ShareResult,
  Topic,
} from '@api/posts'
import type { CommunityAccount } from '@api/user'
import { AREA, afterWrite, keepShown } from '@/core/query'
import { request } from '@/core/request'
import { classmatesOf, commentsOf, COMMUNITY_ACCOUNTS, COMMUNITY_FEEDS, postOf } from './keys'

/*
 * Every community call of spec §7 (domain posts; the other author's card lives on domain user,
 * the spec's "other domain"), plus the list calls the community screens need. Each write marks
 * the reads that show what it changed (keys.ts); the screen that acted shows the answer at once.
 */
const posts = 'posts' as const

// Contents (UGC posts)
export function getContent(id: number, source?: string): Promise<ContentItem> {
  return request<ContentItem>({ domain: posts, path: `/web/community/contents/${id}`, query: { source } })
}

export function getContents(query: ContentFeedQuery): Promise<Page<ContentItem>> {
  return request<Page<ContentItem>>({ domain: posts, path: '/web/community/contents', query })
}

// A like counts on the post, on its card in every feed, and in its author's likes received; a
// team member's like also scores for their team (Team PK's rule), so the team screens read again.
export function likeContent(id: number): Promise<LikeResult> {
  return afterWrite(request<LikeResult>({ domain: posts, method: 'POST', path: `/web/community/contents/${id}/like` }), postOf(id), COMMUNITY_FEEDS, COMMUNITY_ACCOUNTS, AREA.teamPk)
}

export function unlikeContent(id: number): Promise<LikeResult> {
  return afterWrite(request<LikeResult>({ domain: posts, method: 'DELETE', path: `/web/community/contents/${id}/like` }), postOf(id), COMMUNITY_FEEDS, COMMUNITY_ACCOUNTS)
}

// Collections and shares are counted on the post's own page only (feed cards show likes and comments).
export function collectContent(contentId: number): Promise<CollectionResult> {
  return afterWrite(request<CollectionResult>({ domain: posts, method: 'POST', path: '/web/community/content-collections', data: { contentId } }), postOf(contentId))
}

export function uncollectContent(contentId: number): Promise<CollectionResult> {
  return afterWrite(request<CollectionResult>({ domain: posts, method: 'DELETE', path: '/web/community/content-collections', data: { contentId } }), postOf(contentId))
}

export function shareContent(id: number): Promise<ShareResult> {
  return afterWrite(request<ShareResult>({ domain: posts, method: 'POST', path: `/web/community/contents/${id}/share` }), postOf(id))
}

// Personal cards
export function getMyAccount(): Promise<CommunityAccount> {
  return request<CommunityAccount>({ domain: posts, path: '/web/community/contents/accounts/mine' })
}

export function getAuthorAccount(authorId: number): Promise<CommunityAccount> {
  return request<CommunityAccount>({ domain: 'user', path: `/web/community/contents/accounts/${authorId}`, auth: false })
}

// Text checks of spec §5: shared with every screen that publishes text.
export { greenCheck, sensitiveWordCheck } from '@/shared/content-check'

// Comments
export function getComments(query: CommentQuery): Promise<Page<Comment>> {
  return request<Page<Comment>>({ domain: posts, path: '/web/comments/', query })
}

/** Which comment a write is about: where it lists (its post, top level or a comment's replies). */
export type CommentRef = Pick<Comment, 'id' | 'contentId' | 'parentId'>

/*
 * The comment list the user acted in shows the change at once (use-comment-list), so comment
 * lists are marked keepShown: read again when next shown (the other sort, a list opened later),
 * never under the user's eyes, where page 1 read again would fold the list and sort a new
 * comment away from the top. The post and the feeds count comments; a team member's comment
 * scores for their team (Team PK's rule).
 */

export function postComment(data: CommentCreate, requestId?: string): Promise<Comment> {
  return afterWrite(request<Comment>({ domain: posts, method: 'POST', path: '/web/comments', data, requestId }), keepShown(commentsOf(data.contentId)), postOf(data.contentId), COMMUNITY_FEEDS, AREA.teamPk)
}

export function likeComment(c: CommentRef): Promise<LikeResult> {
  return afterWrite(request<LikeResult>({ domain: posts, method: 'POST', path: `/web/comments/${c.id}/like` }), keepShown(commentsOf(c.contentId, c.parentId)))
}

export function unlikeComment(c: CommentRef): Promise<LikeResult> {
  return afterWrite(request<LikeResult>({ domain: posts, method: 'DELETE', path: `/web/comments/${c.id}/like` }), keepShown(commentsOf(c.contentId, c.parentId)))
}

/** A featured comment sorts first among its level's. */
export function setCommentBoutique(c: CommentRef, boutique: boolean): Promise<Comment> {
  return afterWrite(request<Comment>({ domain: posts, method: 'PUT', path: `/web/comments/${c.id}/boutique`, data: { boutique } }), keepShown(commentsOf(c.contentId, c.parentId)))
}

/** Its replies go with it, and a reply counts on its parent: every list of the post is marked. */
export function deleteComment(c: CommentRef): Promise<{ id: number; deleted: number }> {
  return afterWrite(request<{ id: number; deleted: number }>({ domain: posts, method: 'DELETE', path: `/web/comments/${c.id}` }), keepShown(commentsOf(c.contentId)), postOf(c.contentId), COMMUNITY_FEEDS)
}

// PGC articles (their stats calls are the article entity's: the car tab's model pages show them too).
export function getArticle(id: number): Promise<Article> {
  return request<Article>({ domain: posts, path: `/web/pgc/articles/${id}` })
}

// Topics, dealers, classmates
export function getTopic(id: number): Promise<Topic> {
  return request<Topic>({ domain: posts, path: `/web/community/topics/${id}`, auth: false })
}

export function getTopicContents(id: number, query: PageQuery): Promise<Page<ContentItem>> {
  return request<Page<ContentItem>>({ domain: posts, path: `/web/community/topics/${id}/contents`, query })
}

export function getDealer(id: number): Promise<CommunityDealer> {
  return request<CommunityDealer>({ domain: posts, path: `/web/community/dealers/${id}`, auth: false })
}

export function getDealerContents(id: number, query: PageQuery): Promise<Page<ContentItem>> {
  return request<Page<ContentItem>>({ domain: posts, path: `/web/community/dealers/${id}/contents`, query })
}

export function getClassmates(id: number): Promise<Classmates> {
  return request<Classmates>({ domain: posts, path: `/web/community/classmates/${id}` })
}

/** The group's help count and progress show on its page and its share-help page (one read). */
export function helpClassmates(id: number): Promise<HelpResult> {
  return afterWrite(request<HelpResult>({ domain: posts, method: 'POST', path: `/web/community/classmates/${id}/help` }), classmatesOf(id))
}
