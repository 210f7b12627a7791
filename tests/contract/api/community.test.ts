// Every call of src/features/community/api.ts against the dev API server, each answer checked
// against the TypeBox schema the server declares for it.
import { Value } from '@sinclair/typebox/value'
import type { TSchema } from '@sinclair/typebox'
import { PageSchema } from '@api/common'
import {
  ArticleSchema, ClassmatesSchema, CollectionResultSchema, CommentSchema, CommunityDealerSchema, ContentItemSchema,
  GreenCheckSchema, HelpResultSchema, LikeResultSchema, PgcStatsSchema, SensitiveWordsSchema, ShareResultSchema, TopicSchema,
} from '@api/posts'
import { CommunityAccountSchema } from '@api/user'
import * as community from '@/features/community/api'
import * as stats from '@/entities/article/api'
import { clearSession } from '@/core/session'
import { configureRequest, type Transport } from '@/core/request'
import { setupApiServer } from '../support/api-server'
import { nodeTransport } from '../support/node-transport'

const api = setupApiServer()

// node:http frames a DELETE body only with a Content-Length (it never chunks DELETE), and the
// shared node transport sets none, so `DELETE /content-collections { contentId }` arrived
// broken. Browsers and the mini-program frame it themselves; here the length is added.
const framedTransport: Transport = {
  ...nodeTransport,
  request: (req) =>
    nodeTransport.request(
      typeof req.data === 'string' ? { ...req, header: { ...req.header, 'Content-Length': String(Buffer.byteLength(req.data)) } } : req,
    ),
}
beforeAll(() => configureRequest({ transport: framedTransport }))

function typed<T>(schema: TSchema, value: T): T {
  const errors = [...Value.Errors(schema, value)].map((e) => `${e.path} ${e.message}`)
  expect(errors).toEqual([])
  return value
}

describe('contents', () => {
  test('detail, feed by author, like / unlike, collect / cancel, share counted', async () => {
    const post = typed(ContentItemSchema, await community.getContent(102, 'test'))
    expect(post.id).toBe(102)
    const feed = typed(PageSchema(ContentItemSchema), await community.getContents({ authorId: 2, pageNo: 1, pageSize: 5 }))
    expect(feed.list.every((c) => c.author.accountId === 2)).toBe(true)

    // Whatever the seed says about user 1 and this post, unlike then like moves the count by one.
    const unliked = typed(LikeResultSchema, await community.unlikeContent(102))
    expect(unliked).toMatchObject({ id: 102, liked: false })
    const liked = typed(LikeResultSchema, await community.likeContent(102))
    expect(liked).toMatchObject({ id: 102, liked: true, likeNum: unliked.likeNum + 1 })

    const cancelled = typed(CollectionResultSchema, await community.uncollectContent(102))
    expect(cancelled).toMatchObject({ contentId: 102, collected: false })
    const collected = typed(CollectionResultSchema, await community.collectContent(102))
    expect(collected).toMatchObject({ contentId: 102, collected: true, collectNum: cancelled.collectNum + 1 })
    expect((await community.getContent(102)).collected).toBe(true)

    const shared = typed(ShareResultSchema, await community.shareContent(102))
    expect(shared.shareNum).toBe(post.shareNum + 1)
  })

  test('my card and another author card', async () => {
    const mine = typed(CommunityAccountSchema, await community.getMyAccount())
    expect(mine.accountId).toBe(1)
    const other = typed(CommunityAccountSchema, await community.getAuthorAccount(4))
    expect(other.accountId).toBe(4)
  })

  test('an unknown content answers 404 with a Chinese message', async () => {
    await expect(community.getContent(99999)).rejects.toMatchObject({ status: 404 })
    expect(api.toasts.join()).toMatch(/不存在/)
  })
})

describe('text checks (spec §5)', () => {
  test('clean text passes both checks', async () => {
    const green = typed(GreenCheckSchema, await community.greenCheck('周末一起去露营'))
    expect(green.contentCheckResult.checkResults).toBe(1)
    expect(typed(SensitiveWordsSchema, await community.sensitiveWordCheck('周末一起去露营'))).toEqual([])
  })

  test('a seeded sensitive word is flagged and an advert fails the safety check, even logged out', async () => {
    clearSession()
    expect(await community.sensitiveWordCheck('这里有违禁词')).toEqual(['违禁词'])
    expect((await community.greenCheck('加微信领福利')).contentCheckResult.checkResults).toBe(2)
  })
})

describe('comments', () => {
  test('list, post at the top of the newest, like / unlike, boutique, delete', async () => {
    // Post 106 is user 1's own, so user 1 may also feature comments under it.
    const page = typed(PageSchema(CommentSchema), await community.getComments({ contentId: 106, pageNo: 1, pageSize: 10 }))
    expect(page.total).toBeGreaterThan(0)

    const mine = typed(CommentSchema, await community.postComment({ contentId: 106, content: '合同测试的评论' }))
    expect(mine.author.accountId).toBe(1)
    const newest = await community.getComments({ contentId: 106, sort: 'new', pageNo: 1, pageSize: 1 })
    expect(newest.list[0].id).toBe(mine.id)

    expect(typed(LikeResultSchema, await community.likeComment(mine))).toMatchObject({ liked: true, likeNum: 1 })
    expect(typed(LikeResultSchema, await community.unlikeComment(mine))).toMatchObject({ liked: false, likeNum: 0 })

    expect(typed(CommentSchema, await community.setCommentBoutique(mine, true)).boutique).toBe(true)
    const removed = await community.deleteComment(mine)
    expect(removed).toEqual({ id: mine.id, deleted: 1 })
  })

  test('a reply is listed under its parent', async () => {
    const [first] = (await community.getComments({ contentId: 102, pageNo: 1, pageSize: 1 })).list
    const reply = await community.postComment({ contentId: 102, content: '同意楼上', parentId: first.id })
    expect(reply.parentId).toBe(first.id)
    const replies = await community.getComments({ contentId: 102, parentId: first.id, pageNo: 1 })
    expect(replies.list.map((c) => c.id)).toContain(reply.id)
  })

  test('someone else may not feature or delete a comment under a post they did not write', async () => {
    const [other] = (await community.getComments({ contentId: 103, pageNo: 1, pageSize: 1 })).list
    await expect(community.setCommentBoutique(other, true)).rejects.toMatchObject({ status: 403 })
    await expect(community.deleteComment(other)).rejects.toMatchObject({ status: 403 })
  })

  test('posting without a token is refused as not logged in', async () => {
    clearSession()
    await expect(community.postComment({ contentId: 101, content: '未登录的评论' })).rejects.toMatchObject({ status: 401 })
  })
})

describe('PGC articles', () => {
  test('detail carries the stored HTML; like, collect, share and their reversals', async () => {
    const article = typed(ArticleSchema, await community.getArticle(506))
    expect(article.html).toContain('<script>')
    const before = article.stats
    expect(typed(PgcStatsSchema, await stats.likeArticle(506))).toMatchObject({ liked: true, likeNum: before.likeNum + 1 })
    expect(typed(PgcStatsSchema, await stats.unlikeArticle(506))).toMatchObject({ liked: false, likeNum: before.likeNum })
    expect(typed(PgcStatsSchema, await stats.collectArticle(506))).toMatchObject({ collected: true })
    expect(typed(PgcStatsSchema, await stats.uncollectArticle(506))).toMatchObject({ collected: false })
    expect(typed(PgcStatsSchema, await stats.shareArticle(506)).shareNum).toBe(before.shareNum + 1)
  })
})

describe('topics, dealers, classmates', () => {
  test('topic and its contents', async () => {
    const topic = typed(TopicSchema, await community.getTopic(2))
    expect(topic.name).toBeTruthy()
    const contents = typed(PageSchema(ContentItemSchema), await community.getTopicContents(2, { pageNo: 1, pageSize: 3 }))
    expect(contents.list.every((c) => c.topics.some((t) => t.id === 2))).toBe(true)
  })

  test('dealer and its posts', async () => {
    const dealer = typed(CommunityDealerSchema, await community.getDealer(1))
    expect(dealer.latitude).toBeGreaterThan(0)
    const contents = typed(PageSchema(ContentItemSchema), await community.getDealerContents(1, { pageNo: 1 }))
    expect(contents.list.every((c) => c.dealerId === 1)).toBe(true)
  })

  test("a post in a classmates group names the group its detail opens", async () => {
    const post = typed(ContentItemSchema, await community.getContent(104))
    expect(post.classmates).toMatchObject({ id: 2 })
    const group = typed(ClassmatesSchema, await community.getClassmates(post.classmates!.id))
    expect(group.name).toBe(post.classmates!.name)
    expect((await community.getContent(103)).classmates).toBeNull()
  })

  test('classmates detail and one help per user', async () => {
    const group = typed(ClassmatesSchema, await community.getClassmates(2))
    const help = typed(HelpResultSchema, await community.helpClassmates(2))
    expect(help).toEqual({ id: 2, helpNum: group.helpNum + 1, helped: true })
    await expect(community.helpClassmates(2)).rejects.toMatchObject({ status: 409 })
  })
})
