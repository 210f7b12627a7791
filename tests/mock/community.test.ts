// Community behaviour: text checks, comments (sensitive words, boutique and delete rights),
// likes and collections counted once, articles with unsafe HTML kept for the sanitizer test.
import type { ContentItem, TopicTag } from '@api/posts'
import { serverPerFile } from './support/server'

const T = 'dev-token'
const T2 = 'dev-token-2'
const srv = serverPerFile()
const get = (path: string, query: Record<string, unknown> = {}, token: string | null = T) => srv.send({ method: 'GET', path, query, token })
const send = (method: string, path: string, json?: unknown, token: string | null = T) => srv.send({ method, path, json, token })

test('green check refuses advertising (2); sensitive-word check lists the words', async () => {
  const green = await send('POST', '/posts/web/community/common/green/check', { text: '加我看广告' }, null)
  expect(green.json.data.contentCheckResult.checkResults).toBe(2)
  const clean = await send('POST', '/posts/web/community/common/green/check', { text: '今天天气很好' }, null)
  expect(clean.json.data.contentCheckResult.checkResults).toBe(1)
  const words = await send('POST', '/posts/web/community/common/sensitive-word/check', { text: '这里有违禁词和赌博' }, null)
  expect(words.json.data).toEqual(['违禁词', '赌博'])
  expect((await send('POST', '/posts/web/community/common/sensitive-word/check', { text: '' }, null)).json.message).toBe('参数 text 不能为空')
})

test('comments: post, reply, sensitive words refused, list counts', async () => {
  const c = await send('POST', '/posts/web/comments', { contentId: 103, content: '学到了' })
  expect(c.json.data).toMatchObject({ contentId: 103, parentId: 0, boutique: false, author: { accountId: 1 } })
  const reply = await send('POST', '/posts/web/comments', { contentId: 103, content: '同感', parentId: c.json.data.id }, T2)
  expect(reply.json.data).toMatchObject({ parentId: c.json.data.id, replyTo: { accountId: 1 } })
  const bad = await send('POST', '/posts/web/comments', { contentId: 103, content: '含违禁词的评论' })
  expect(bad.json).toMatchObject({ status: 400, message: '评论包含敏感词：违禁词' })
  const replies = (await get('/posts/web/comments/', { contentId: 103, parentId: c.json.data.id })).json.data
  expect(replies.total).toBe(1)
  expect((await get('/posts/web/comments/', { contentId: 88888 })).status).toBe(404)
})

test('boutique only by the content author; delete by comment or content author', async () => {
  // Comment 1 is by user 2 on post 101, which user 1 wrote.
  expect((await send('PUT', '/posts/web/comments/1/boutique', { boutique: false }, T2)).status).toBe(403)
  expect((await send('PUT', '/posts/web/comments/1/boutique', { boutique: false })).json.data.boutique).toBe(false)
  expect((await send('DELETE', '/posts/web/comments/9001', undefined, T2)).json.message).toBe('只能删除自己的评论或自己内容下的评论')
  const del = await send('DELETE', '/posts/web/comments/1')
  expect(del.json.data).toEqual({ id: 1, deleted: 2 }) // with its reply 9001
  expect((await send('DELETE', '/posts/web/comments/1')).status).toBe(404)
})

test('likes, collections and shares count once per user', async () => {
  const like = () => send('POST', '/posts/web/comments/2/like')
  const n = (await like()).json.data.likeNum
  expect((await like()).json.data.likeNum).toBe(n)
  expect((await send('DELETE', '/posts/web/comments/2/like')).json.data).toEqual({ id: 2, liked: false, likeNum: n - 1 })
  const col = await send('POST', '/posts/web/community/content-collections', { contentId: 104 })
  expect(col.json.data.collected).toBe(true)
  expect((await get('/posts/web/community/contents/104')).json.data.collected).toBe(true)
  expect((await get('/posts/web/community/contents/104', {}, null)).json.data.collected).toBe(false)
  const art = await send('POST', '/posts/web/pgc/stats/collect/502')
  expect(art.json.data).toMatchObject({ collected: true })
  const s1 = (await send('POST', '/posts/web/pgc/stats/share/502')).json.data.shareNum
  expect((await send('POST', '/posts/web/pgc/stats/share/502')).json.data.shareNum).toBe(s1 + 1)
})

test('the seeded unsafe article keeps its script, onerror and javascript: link', async () => {
  const html: string = (await get('/posts/web/pgc/articles/506', {}, null)).json.data.html
  expect(html).toContain('<script>')
  expect(html).toContain('onerror=')
  expect(html).toContain('href="javascript:')
  const safe: string = (await get('/posts/web/pgc/articles/501', {}, null)).json.data.html
  expect(safe).toMatch(/<strong>|<em>|<ul>/)
  expect(safe).toMatch(/src="http:\/\/127\.0\.0\.1:\d+\/static\/img\//)
})

test('feed, topics, dealers and classmates', async () => {
  const feed = (await get('/posts/web/community/contents', { pageSize: 5 }, null)).json.data
  expect(feed.list[0].isTop).toBe(true)
  const videos = (await get('/posts/web/community/contents', { tab: 'video', pageSize: 50 }, null)).json.data.list
  expect(videos.length).toBeGreaterThan(0)
  expect(videos.every((c: ContentItem) => c.video && c.type === 2)).toBe(true)
  const topic = (await get('/posts/web/community/topics/2/contents', { pageSize: 50 }, null)).json.data
  expect(topic.list.every((c: ContentItem) => c.topics.some((t: TopicTag) => t.id === 2))).toBe(true)
  const dealer = (await get('/posts/web/community/dealers/1/contents', {}, null)).json.data
  expect(dealer.list.every((c: ContentItem) => c.dealerId === 1)).toBe(true)
  expect((await send('POST', '/posts/web/community/classmates/1/help', undefined, T2)).json.message).toBe('你已经为该同学会助力过了')
  expect((await send('POST', '/posts/web/community/classmates/1/help')).json.data.helped).toBe(true)
  const mine = (await get('/posts/web/community/contents/accounts/mine')).json.data
  expect(mine).toMatchObject({ accountId: 1, displayName: '车主小王', vehicleTypeName: '星驰 S7' })
})

test("a post made in a classmates group names it (id and name of a group that opens); the others say null", async () => {
  const all: ContentItem[] = (await get('/posts/web/community/contents', { pageSize: 50 }, null)).json.data.list
  const inGroups = all.filter((c) => c.classmates !== null)
  expect(inGroups.map((c) => c.id).sort()).toEqual([101, 102, 104, 106, 107, 119])
  expect((await get('/posts/web/community/contents/101', {}, null)).json.data.classmates).toEqual({ id: 1, name: '北京星驰 S7 车友会' })
  expect((await get('/posts/web/community/contents/103', {}, null)).json.data.classmates).toBeNull()
  for (const post of inGroups) {
    const group = (await get(`/posts/web/community/classmates/${post.classmates!.id}`, {}, null)).json.data
    expect([post.id, group.name]).toEqual([post.id, post.classmates!.name])
    // Posted by one of the group's members.
    expect(group.members.map((m: { accountId: number }) => m.accountId)).toContain(post.author.accountId)
  }
})
