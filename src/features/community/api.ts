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
  PgcStats,
  ShareResult,
  Topic,
} from '@api/posts'
import type { CommunityAccount } from '@api/user'
import { request } from '@/core/request'

/*
 * Every community call of spec §7 (domain posts; the other author's card lives on domain user,
 * the spec's "other domain"), plus the list calls the community screens need.
 */
const posts = 'posts' as const

// Contents (UGC posts)
export function getContent(id: number, source?: string): Promise<ContentItem> {
  return request<ContentItem>({ domain: posts, path: `/web/community/contents/${id}`, query: { source } })
}

export function getContents(query: ContentFeedQuery): Promise<Page<ContentItem>> {
  return request<Page<ContentItem>>({ domain: posts, path: '/web/community/contents', query })
}

export function likeContent(id: number): Promise<LikeResult> {
  return request<LikeResult>({ domain: posts, method: 'POST', path: `/web/community/contents/${id}/like` })
}

export function unlikeContent(id: number): Promise<LikeResult> {
  return request<LikeResult>({ domain: posts, method: 'DELETE', path: `/web/community/contents/${id}/like` })
}

export function collectContent(contentId: number): Promise<CollectionResult> {
  return request<CollectionResult>({ domain: posts, method: 'POST', path: '/web/community/content-collections', data: { contentId } })
}

export function uncollectContent(contentId: number): Promise<CollectionResult> {
  return request<CollectionResult>({ domain: posts, method: 'DELETE', path: '/web/community/content-collections', data: { contentId } })
}

export function shareContent(id: number): Promise<ShareResult> {
  return request<ShareResult>({ domain: posts, method: 'POST', path: `/web/community/contents/${id}/share` })
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

export function postComment(data: CommentCreate): Promise<Comment> {
  return request<Comment>({ domain: posts, method: 'POST', path: '/web/comments', data })
}

export function likeComment(id: number): Promise<LikeResult> {
  return request<LikeResult>({ domain: posts, method: 'POST', path: `/web/comments/${id}/like` })
}

export function unlikeComment(id: number): Promise<LikeResult> {
  return request<LikeResult>({ domain: posts, method: 'DELETE', path: `/web/comments/${id}/like` })
}

export function setCommentBoutique(id: number, boutique: boolean): Promise<Comment> {
  return request<Comment>({ domain: posts, method: 'PUT', path: `/web/comments/${id}/boutique`, data: { boutique } })
}

export function deleteComment(id: number): Promise<{ id: number; deleted: number }> {
  return request<{ id: number; deleted: number }>({ domain: posts, method: 'DELETE', path: `/web/comments/${id}` })
}

// PGC articles
export function getArticle(id: number): Promise<Article> {
  return request<Article>({ domain: posts, path: `/web/pgc/articles/${id}` })
}

export function likeArticle(id: number): Promise<PgcStats> {
  return request<PgcStats>({ domain: posts, method: 'POST', path: `/web/pgc/stats/like/${id}` })
}

export function unlikeArticle(id: number): Promise<PgcStats> {
  return request<PgcStats>({ domain: posts, method: 'DELETE', path: `/web/pgc/stats/unlike/${id}` })
}

export function collectArticle(id: number): Promise<PgcStats> {
  return request<PgcStats>({ domain: posts, method: 'POST', path: `/web/pgc/stats/collect/${id}` })
}

export function uncollectArticle(id: number): Promise<PgcStats> {
  return request<PgcStats>({ domain: posts, method: 'DELETE', path: `/web/pgc/stats/cancelCollect/${id}` })
}

export function shareArticle(id: number): Promise<PgcStats> {
  return request<PgcStats>({ domain: posts, method: 'POST', path: `/web/pgc/stats/share/${id}` })
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

export function helpClassmates(id: number): Promise<HelpResult> {
  return request<HelpResult>({ domain: posts, method: 'POST', path: `/web/community/classmates/${id}/help` })
}
