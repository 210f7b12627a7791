// Row -> answer shapes of the community, with the current user's flags.
import type { Author, Comment, ContentItem, PgcStats, ArticleSummary } from '../../../types/api/posts'
import type { CommunityAccount } from '../../../types/api/user'
import { must } from '../../core/api-error'
import type { ArticleRow, CommentRow, ContentRow, Db } from '../../state/db'
import { hasFlag, userById } from '../lookup'

export function authorOf(db: Db, accountId: number): Author {
  const u = userById(db, accountId)
  return { accountId: u.accountId, displayName: u.displayName, avatarUrl: u.avatarUrl, isOfficial: u.isOfficial }
}

const person = (db: Db, id: number) => {
  const { accountId, displayName, avatarUrl } = authorOf(db, id)
  return { accountId, displayName, avatarUrl }
}

export const contentRow = (db: Db, id: number): ContentRow => must(db.contents.find((c) => c.id === id), '内容')
export const articleRow = (db: Db, id: number): ArticleRow => must(db.articles.find((a) => a.id === id), '文章')
export const commentRow = (db: Db, id: number): CommentRow => must(db.comments.find((c) => c.id === id), '评论')

/** Posts and articles share one id space; comments may target either. */
export const contentOrArticleExists = (db: Db, id: number) =>
  db.contents.some((c) => c.id === id) || db.articles.some((a) => a.id === id)

export const authorOfTarget = (db: Db, id: number): number =>
  db.contents.find((c) => c.id === id)?.authorId ?? db.articles.find((a) => a.id === id)?.authorId ?? -1

export function contentView(db: Db, row: ContentRow, me: number | null): ContentItem {
  const { topicIds, authorId, classmatesId, ...rest } = row
  const group = db.classmates.find((g) => g.id === classmatesId)
  return {
    ...rest,
    classmates: group ? { id: group.id, name: group.name } : null,
    topics: topicIds.map((id) => ({ id, name: db.topics.find((t) => t.id === id)?.name ?? '' })),
    author: authorOf(db, authorId),
    commentNum: db.comments.filter((c) => c.contentId === row.id).length,
    liked: hasFlag(db, 'like', me, row.id),
    collected: hasFlag(db, 'collect', me, row.id),
  }
}

export function commentView(db: Db, row: CommentRow, me: number | null): Comment {
  return {
    id: row.id,
    contentId: row.contentId,
    parentId: row.parentId,
    author: person(db, row.authorId),
    replyTo: row.replyToId === null ? null : person(db, row.replyToId),
    content: row.content,
    likeNum: row.likeNum,
    liked: hasFlag(db, 'clike', me, row.id),
    boutique: row.boutique,
    replyNum: db.comments.filter((c) => c.parentId === row.id).length,
    createdAt: row.createdAt,
  }
}

export function pgcStats(db: Db, row: ArticleRow, me: number | null): PgcStats {
  return {
    id: row.id, likeNum: row.likeNum, collectNum: row.collectNum, shareNum: row.shareNum, viewNum: row.viewNum,
    liked: hasFlag(db, 'alike', me, row.id), collected: hasFlag(db, 'acollect', me, row.id),
  }
}

export function articleSummary(db: Db, row: ArticleRow, me: number | null): ArticleSummary {
  const { id, title, summary, cover, tags, publishAt } = row
  return { id, title, summary, cover, tags, publishAt, author: authorOf(db, row.authorId), stats: pgcStats(db, row, me) }
}

export function accountCard(db: Db, accountId: number): CommunityAccount {
  const u = userById(db, accountId)
  const own = db.contents.filter((c) => c.authorId === accountId)
  return {
    accountId: u.accountId, displayName: u.displayName, avatarUrl: u.avatarUrl, intro: u.intro, isOfficial: u.isOfficial,
    vehicleTypeName: db.vehicleTypes.find((v) => v.id === u.vehicleTypeId)?.name ?? null,
    followNum: u.followNum, fansNum: u.fansNum,
    likeNum: own.reduce((sum, c) => sum + c.likeNum, 0),
    contentNum: own.length,
  }
}

/** Newest first, pinned first when asked. */
export const byNewest = <T extends { createdAt: string }>(a: T, b: T) => b.createdAt.localeCompare(a.createdAt)
