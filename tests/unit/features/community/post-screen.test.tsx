import Taro from '@tarojs/taro'
import type { Comment, ContentItem } from '@api/posts'
import * as api from '@/features/community/api'
import { PostScreen } from '@/features/community'
import { clearDraft } from '@/shared/form'
import { clearSession, setToken } from '@/core/session'
import { render } from '../../../support/render'
import { deferred } from '../../../support/deferred'
import { setValue } from '../../../support/type'
import { waitFor } from '../../../support/wait-for'

jest.mock('@tarojs/taro', () => jest.requireActual('../../../support/taro-page').taroPageMock())
jest.mock('@/features/community/api')
// Counts the screen's renders: it reads the post once per render.
const mockScreenRenders = { count: 0 }
jest.mock('@/features/community/hooks/use-post', () => {
  const actual = jest.requireActual('@/features/community/hooks/use-post')
  return { usePost: (id: number | undefined, source?: string) => (mockScreenRenders.count++, actual.usePost(id, source)) }
})
const mocked = api as jest.Mocked<typeof api>

const person = (id: number, name: string) => ({ accountId: id, displayName: name, avatarUrl: '' })

function post(authorId: number): ContentItem {
  return {
    id: 107, type: 1, title: '轻风 Mini 停车神器', text: '老小区随便停', images: [], video: null, topics: [{ id: 4, name: '用车小技巧' }],
    author: { ...person(authorId, authorId === 1 ? '车主小王' : '成都小刘'), isOfficial: false }, dealerId: null, classmates: null, location: '成都',
    likeNum: 12345, commentNum: 2, collectNum: 3, shareNum: 4, viewNum: 10, liked: false, collected: false, isTop: false,
    createdAt: new Date(Date.now() - 30_000).toISOString(),
  }
}

function comment(id: number, authorId: number, name: string, extra: Partial<Comment> = {}): Comment {
  return {
    id, contentId: 107, parentId: 0, author: person(authorId, name), replyTo: null, content: `评论${id}`, likeNum: 5, liked: false,
    boutique: false, replyNum: 0, createdAt: new Date(Date.now() - 3_600_000).toISOString(), ...extra,
  }
}

type Utils = Awaited<ReturnType<typeof render>>

async function open(authorId = 7) {
  mocked.getContent.mockResolvedValue(post(authorId))
  mocked.getComments.mockResolvedValue({
    list: [comment(1, 5, '露营达人', { boutique: true }), comment(2, 1, '车主小王')],
    total: 2, pageNo: 1, pageSize: 10,
  })
  const utils = await render(PostScreen, { id: 107 })
  await utils.queries.waitForQuerySelector('[data-comment-id="2"]')
  // The user's account id arrives after the list: wait for the own comment's 删除.
  await waitFor(() => expect(utils.queries.querySelector('[data-comment-id="2"] .cm-comment__delete')).not.toBeNull())
  return utils
}

const q = (utils: Utils, selector: string) => utils.queries.querySelector(selector)
const text = (utils: Utils, selector: string) => q(utils, selector)?.textContent ?? ''
const click = (utils: Utils, selector: string) => utils.fireEvent.click(q(utils, selector)!)

async function type(utils: Utils, value: string) {
  const input = (await utils.queries.waitForQuerySelector('textarea.cm-composer__input')) as HTMLTextAreaElement
  utils.act(() => {
    setValue(input, value)
  })
}

beforeEach(() => {
  jest.clearAllMocks()
  clearDraft('comment:107')
  setToken('dev-token')
  mocked.getMyAccount.mockResolvedValue({ accountId: 1 } as Awaited<ReturnType<typeof api.getMyAccount>>)
})
afterAll(() => clearSession())

test('the post with counts as 1w+, relative time, and its comments; 精选 marks a boutique comment', async () => {
  const utils = await open()
  expect(text(utils, '.cm-post__title')).toBe('轻风 Mini 停车神器')
  expect(text(utils, '.cm-action-bar__like .cm-action-bar__num')).toBe('1w+')
  expect(text(utils, '.cm-author__meta')).toContain('刚刚')
  expect(text(utils, '[data-comment-id="1"] .cm-comment__boutique')).toBe('精选')
  expect(q(utils, '[data-comment-id="2"] .cm-comment__boutique')).toBeNull()
  expect(mocked.getContent).toHaveBeenCalledWith(107, undefined)
  // Posted in no classmates group: no group chip.
  expect(q(utils, '.cm-post__group')).toBeNull()
})

test('the comments and who the user is render the comment section, not the whole post again', async () => {
  const comments = deferred<Awaited<ReturnType<typeof api.getComments>>>()
  const me = deferred<Awaited<ReturnType<typeof api.getMyAccount>>>()
  mocked.getContent.mockResolvedValue(post(7))
  mocked.getComments.mockReturnValue(comments.promise)
  mocked.getMyAccount.mockReturnValue(me.promise)
  const utils = await render(PostScreen, { id: 107 })
  await waitFor(() => {
    expect(mocked.getComments).toHaveBeenCalled()
    expect(mocked.getMyAccount).toHaveBeenCalled()
  })
  const rendered = mockScreenRenders.count
  await utils.act(async () => {
    comments.resolve({ list: [comment(2, 1, '车主小王')], total: 1, pageNo: 1, pageSize: 10 })
    me.resolve({ accountId: 1 } as Awaited<ReturnType<typeof api.getMyAccount>>)
  })
  await waitFor(() => expect(q(utils, '[data-comment-id="2"] .cm-comment__delete')).not.toBeNull())
  expect(mockScreenRenders.count).toBe(rendered)
})

test('a post made in a classmates group names it; a tap opens the group, as the dealer link opens the dealer', async () => {
  const navigate = jest.spyOn(Taro, 'navigateTo').mockResolvedValue({ errMsg: 'navigateTo:ok' } as never)
  mocked.getContent.mockResolvedValue({ ...post(7), classmates: { id: 3, name: '成都轻风城市小分队' } })
  mocked.getComments.mockResolvedValue({ list: [], total: 0, pageNo: 1, pageSize: 10 })
  const utils = await render(PostScreen, { id: 107 })
  await utils.queries.waitForQuerySelector('.cm-post__group')
  expect(text(utils, '.cm-post__group')).toContain('同学会')
  expect(text(utils, '.cm-post__group-name')).toBe('成都轻风城市小分队')
  expect(q(utils, '.cm-post__group')!.getAttribute('role')).toBe('link')
  click(utils, '.cm-post__group')
  await waitFor(() => expect(navigate).toHaveBeenCalledWith(expect.objectContaining({ url: '/package-community/pages/classmates-detail/classmates-detail?id=3' })))
  navigate.mockRestore()
})

test('someone else\'s post: only the own comment may be deleted, none featured', async () => {
  const utils = await open(7)
  expect(q(utils, '[data-comment-id="1"] .cm-comment__delete')).toBeNull()
  expect(utils.html()).not.toContain('设为精选')
})

test('the user\'s own post: every comment may be featured or deleted', async () => {
  mocked.setCommentBoutique.mockResolvedValue(comment(2, 1, '车主小王', { boutique: true }))
  const utils = await open(1)
  expect(q(utils, '[data-comment-id="1"] .cm-comment__delete')).not.toBeNull()
  expect(text(utils, '[data-comment-id="1"]')).toContain('取消精选')
  const feature = [...utils.queries.querySelectorAll('[data-comment-id="2"] .cm-comment__action')].find((e) => e.textContent === '设为精选')!
  utils.fireEvent.click(feature)
  await waitFor(() => expect(text(utils, '[data-comment-id="2"] .cm-comment__boutique')).toBe('精选'))
  expect(mocked.setCommentBoutique).toHaveBeenCalledWith(expect.objectContaining({ id: 2, contentId: 107 }), true)
})

test('liking the post and a comment shows the server\'s counts', async () => {
  mocked.likeContent.mockResolvedValue({ id: 107, liked: true, likeNum: 12346 })
  mocked.likeComment.mockResolvedValue({ id: 1, liked: true, likeNum: 6 })
  const utils = await open()
  click(utils, '.cm-action-bar__like')
  await waitFor(() => expect(q(utils, '.cm-action-bar__like')!.getAttribute('aria-pressed')).toBe('true'))
  click(utils, '[data-comment-id="1"] .cm-comment__like')
  await waitFor(() => expect(text(utils, '[data-comment-id="1"] .cm-comment__like-num')).toBe('6'))
  expect(mocked.likeComment).toHaveBeenCalledWith(expect.objectContaining({ id: 1, contentId: 107, parentId: 0 }))
})

test('deleting asks first: cancel keeps the comment, confirm removes it and the count follows', async () => {
  const modal = jest.spyOn(Taro, 'showModal')
  mocked.deleteComment.mockResolvedValue({ id: 2, deleted: 1 })
  const utils = await open()
  modal.mockResolvedValueOnce({ confirm: false, cancel: true, errMsg: '' } as never)
  click(utils, '[data-comment-id="2"] .cm-comment__delete')
  await waitFor(() => expect(modal).toHaveBeenCalledTimes(1))
  await new Promise((r) => setTimeout(r, 20))
  expect(mocked.deleteComment).not.toHaveBeenCalled()
  expect(q(utils, '[data-comment-id="2"]')).not.toBeNull()

  modal.mockResolvedValueOnce({ confirm: true, cancel: false, errMsg: '' } as never)
  click(utils, '[data-comment-id="2"] .cm-comment__delete')
  await waitFor(() => expect(q(utils, '[data-comment-id="2"]')).toBeNull())
  expect(mocked.deleteComment).toHaveBeenCalledWith(expect.objectContaining({ id: 2, contentId: 107 }))
  expect(text(utils, '.cm-action-bar__comments .cm-action-bar__num')).toBe('1')
})

test('a refused comment names the word and stays in the box; a clean one goes to the top', async () => {
  const utils = await open()
  mocked.greenCheck.mockResolvedValue({ contentCheckResult: { checkResults: 1, label: '', suggestion: '' } })
  mocked.sensitiveWordCheck.mockResolvedValueOnce(['赌博'])
  await type(utils, '一起来赌博')
  click(utils, '.cm-composer__send')
  await waitFor(() => expect(text(utils, '.cm-composer__refusal')).toContain('赌博'))
  expect((q(utils, 'textarea.cm-composer__input') as HTMLTextAreaElement).value).toBe('一起来赌博')
  expect(mocked.postComment).not.toHaveBeenCalled()

  mocked.sensitiveWordCheck.mockResolvedValueOnce([])
  mocked.postComment.mockResolvedValue(comment(99, 1, '车主小王', { content: '一起去露营' }))
  await type(utils, '一起去露营')
  expect(q(utils, '.cm-composer__refusal')).toBeNull()
  click(utils, '.cm-composer__send')
  await waitFor(() => expect(q(utils, '.cm-comments__list > .cm-comment')!.getAttribute('data-comment-id')).toBe('99'))
  expect(mocked.postComment).toHaveBeenCalledWith({ contentId: 107, content: '一起去露营' }, expect.any(String))
  expect((q(utils, 'textarea.cm-composer__input') as HTMLTextAreaElement).value).toBe('')
  expect(text(utils, '.cm-action-bar__comments .cm-action-bar__num')).toBe('3')
})

test('the first row of pictures loads at once (it is the largest paint), the rest when scrolled to', async () => {
  const images = Array.from({ length: 5 }, (_, i) => `https://x/p${i}.png`)
  mocked.getContent.mockResolvedValue({ ...post(7), images })
  mocked.getComments.mockResolvedValue({ list: [], total: 0, pageNo: 1, pageSize: 10 })
  const utils = await render(PostScreen, { id: 107 })
  await waitFor(() => expect(utils.queries.querySelectorAll('img.cm-post__image')).toHaveLength(5))
  const loading = Array.from(utils.queries.querySelectorAll('img.cm-post__image'), (img) => img.getAttribute('loading'))
  expect(loading).toEqual([null, null, null, 'lazy', 'lazy'])
})

test('share counts the post and hands its link to the system sheet (H5)', async () => {
  const share = jest.fn(async () => undefined)
  Object.defineProperty(navigator, 'share', { value: share, configurable: true })
  mocked.shareContent.mockResolvedValue({ shareNum: 5 } as Awaited<ReturnType<typeof api.shareContent>>)
  try {
    const utils = await open()
    click(utils, '.cm-action-bar__share')
    await waitFor(() => expect(text(utils, '.cm-action-bar__share .cm-action-bar__num')).toBe('5'))
    expect(mocked.shareContent).toHaveBeenCalledWith(107)
    expect(share).toHaveBeenCalledWith({
      title: '轻风 Mini 停车神器',
      text: '老小区随便停',
      url: `${window.location.origin}/package-community/pages/community-detail/community-detail?id=107`,
    })
  } finally {
    Reflect.deleteProperty(navigator, 'share')
  }
})
