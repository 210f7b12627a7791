import { fetchQuery, keyText, readQuery, type QueryKey } from '@/core/query'
import { articleKey, likeArticle, modelContentKey, unlikeArticle } from '@/entities/article'
import * as api from '@/features/community/api'
import { accountKey, authorFeedKey, classmatesKey, commentsKey, dealerFeedKey, postKey, topicFeedKey, topicKey } from '@/features/community/keys'

/*
 * The community's writes mark the keys its screens read with (keys.ts): each read below is put
 * in the cache as a screen would, then a write runs against a stubbed request, and the reads it
 * changed are stale while the others stay fresh. No screen shows them here, so nothing reads again.
 */
jest.mock('@/core/request', () => ({ ...jest.requireActual('@/core/request'), request: jest.fn(() => Promise.resolve({})) }))

const READS = {
  post: postKey(107, 'feed'),
  otherPost: postKey(108),
  topic: topicKey(1),
  topicFeed: topicFeedKey(1),
  dealerFeed: dealerFeedKey(3),
  authorFeed: authorFeedKey(7),
  author: accountKey(7),
  mine: accountKey('mine'),
  hot: commentsKey(107, 0, 'hot'),
  latest: commentsKey(107, 0, 'new'),
  replies: commentsKey(107, 5, 'new'),
  otherComments: commentsKey(108, 0, 'hot'),
  article: articleKey(501),
  model: modelContentKey(2),
  classmates: classmatesKey(2),
} satisfies Record<string, QueryKey>
type Read = keyof typeof READS

beforeEach(async () => {
  await Promise.all(Object.values(READS).map((key) => fetchQuery(keyText(key), () => Promise.resolve('read'))))
})

const staleOnes = () => (Object.keys(READS) as Read[]).filter((name) => readQuery(keyText(READS[name])).stale).sort()

const comment = { id: 1, contentId: 107, parentId: 0 }

test.each<[string, () => Promise<unknown>, Read[]]>([
  ['a like of a post: the post, every feed, the member cards', () => api.likeContent(107), ['author', 'authorFeed', 'dealerFeed', 'mine', 'post', 'topicFeed']],
  ['an unlike, the same', () => api.unlikeContent(107), ['author', 'authorFeed', 'dealerFeed', 'mine', 'post', 'topicFeed']],
  ['a collection: the post only', () => api.collectContent(107), ['post']],
  ['a share: the post only', () => api.shareContent(107), ['post']],
  ['a comment: its post\'s lists, the post and the feeds', () => api.postComment({ contentId: 107, content: '好' }), ['authorFeed', 'dealerFeed', 'hot', 'latest', 'post', 'replies', 'topicFeed']],
  ['a comment\'s like: its level\'s lists (both sorts), not the replies', () => api.likeComment(comment), ['hot', 'latest']],
  ['a reply\'s like: its parent\'s replies', () => api.likeComment({ id: 9, contentId: 107, parentId: 5 }), ['replies']],
  ['featuring a comment: its level\'s lists', () => api.setCommentBoutique(comment, true), ['hot', 'latest']],
  ['a deleted comment: every list of its post, the post and the feeds', () => api.deleteComment(comment), ['authorFeed', 'dealerFeed', 'hot', 'latest', 'post', 'replies', 'topicFeed']],
  ['an article\'s like (on either screen): the article and the model pages', () => likeArticle(501), ['article', 'model']],
  ['an article\'s unlike: the same', () => unlikeArticle(501), ['article', 'model']],
  ['a help: the classmates group', () => api.helpClassmates(2), ['classmates']],
])('%s', async (_, write, changed) => {
  await write()
  expect(staleOnes()).toEqual([...changed].sort())
})
