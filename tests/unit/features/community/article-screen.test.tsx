import { getArticle } from '@/features/community/api'
import { ArticleScreen } from '@/features/community'
import { seedArticles } from '../../../../mock/seed/articles'
import { render } from '../../../support/render'

// Page hooks need a real Taro page around them; the screens only register callbacks with them.
jest.mock('@tarojs/taro', () => jest.requireActual('../../../support/taro-page').taroPageMock())
jest.mock('@/features/community/api', () => ({
  getArticle: jest.fn(),
  getComments: jest.fn(async () => ({ list: [], total: 0, pageNo: 1, pageSize: 10 })),
  getMyAccount: jest.fn(),
}))

// The seeded article whose HTML carries a <script>, an onerror= handler and a javascript: link.
const seeded = seedArticles(Date.now()).find((a) => a.id === 506)!

beforeEach(() => jest.clearAllMocks())

test('the seeded article 506 renders without its <script>, onerror= or javascript: link', async () => {
  expect(seeded.html).toMatch(/<script>/)
  expect(seeded.html).toMatch(/onerror=/)
  expect(seeded.html).toMatch(/javascript:/)
  ;(getArticle as jest.Mock).mockResolvedValue({
    id: 506, title: seeded.title, summary: seeded.summary, cover: seeded.cover, tags: seeded.tags, publishAt: seeded.publishAt, html: seeded.html,
    author: { accountId: 3, displayName: '星驰官方', avatarUrl: '', isOfficial: true },
    stats: { id: 506, likeNum: 1, collectNum: 2, shareNum: 3, viewNum: 4, liked: false, collected: false },
  })
  const utils = await render(ArticleScreen, { id: 506 })
  await utils.queries.waitForQueryByText('这段文字应当正常显示。')
  const html = utils.html()
  expect(html).toContain('点我领取奖励')
  expect(html).toContain('<b>粗体</b>')
  expect(html).not.toMatch(/<script/i)
  expect(html).not.toMatch(/onerror=/i)
  expect(html).not.toMatch(/javascript:/i)
  expect((window as unknown as { __xss?: boolean }).__xss).toBeUndefined()
})

test('without an id the page says so and offers no retry that could not help', async () => {
  const utils = await render(ArticleScreen, { id: undefined })
  await utils.queries.waitForQueryByText('缺少文章 id，无法打开')
  expect(utils.queries.queryByText('重新加载')).toBeNull()
  expect(getArticle).not.toHaveBeenCalled()
})
