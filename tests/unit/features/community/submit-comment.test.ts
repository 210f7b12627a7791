import Taro from '@tarojs/taro'
import { greenCheck, postComment, sensitiveWordCheck } from '@/features/community/api'
import { refusalText, submitComment } from '@/features/community/submit-comment'
import { clearSession, setToken } from '@/core/session'

jest.mock('@/features/community/api', () => ({
  greenCheck: jest.fn(),
  sensitiveWordCheck: jest.fn(),
  postComment: jest.fn(),
}))

const green = greenCheck as jest.Mock
const words = sensitiveWordCheck as jest.Mock
const post = postComment as jest.Mock
const CONTENT = 107

function answers(code: 1 | 2, flagged: string[]) {
  green.mockResolvedValue({ contentCheckResult: { checkResults: code, label: '', suggestion: '' } })
  words.mockResolvedValue(flagged)
}

beforeEach(() => {
  jest.clearAllMocks()
  setToken('dev-token')
})

afterAll(() => clearSession())

test('empty text asks for nothing and posts nothing', async () => {
  await expect(submitComment({ contentId: CONTENT, text: '   ' })).resolves.toEqual({ kind: 'empty' })
  expect(green).not.toHaveBeenCalled()
  expect(post).not.toHaveBeenCalled()
})

test('without a token: the login flow, nothing checked', async () => {
  clearSession()
  await expect(submitComment({ contentId: CONTENT, text: '登录后再发' })).resolves.toEqual({ kind: 'login' })
  expect(green).not.toHaveBeenCalled()
})

test('a flagged word: refused with the word, nothing posted', async () => {
  answers(1, ['违禁词'])
  const outcome = await submitComment({ contentId: CONTENT, text: '这里有违禁词' })
  expect(outcome).toEqual({ kind: 'refused', words: ['违禁词'], code: 1 })
  expect(post).not.toHaveBeenCalled()
  expect(refusalText(['违禁词', '赌博'], 1)).toBe('内容包含敏感词：违禁词、赌博，请修改后再发布')
})

test('the content-safety check alone can refuse (code 2)', async () => {
  answers(2, [])
  await expect(submitComment({ contentId: CONTENT, text: '加微信' })).resolves.toEqual({ kind: 'refused', words: [], code: 2 })
  expect(refusalText([], 2)).toBe('内容未通过安全审核，请修改后再发布')
  expect(post).not.toHaveBeenCalled()
})

test('both checks run before the post, with 检测中... shown meanwhile', async () => {
  const loading = jest.spyOn(Taro, 'showLoading')
  answers(1, [])
  post.mockResolvedValue({ id: 9, content: '好文' })
  const outcome = await submitComment({ contentId: CONTENT, text: '  好文  ', parentId: 3, requestId: 'form0request0id0001' })
  expect(outcome).toEqual({ kind: 'posted', comment: { id: 9, content: '好文' } })
  expect(green).toHaveBeenCalledWith('好文')
  expect(words).toHaveBeenCalledWith('好文')
  // The composer's request id goes with the post: a retry of the same comment is answered once.
  expect(post).toHaveBeenCalledWith({ contentId: CONTENT, content: '好文', parentId: 3 }, 'form0request0id0001')
  expect(green.mock.invocationCallOrder[0]).toBeLessThan(post.mock.invocationCallOrder[0])
  expect(loading).toHaveBeenCalledWith(expect.objectContaining({ title: '检测中...' }))
})

test('a failing check or a failing post is a failure, not a throw', async () => {
  green.mockRejectedValueOnce(new Error('服务器端错误'))
  await expect(submitComment({ contentId: CONTENT, text: '第一次' })).resolves.toEqual({ kind: 'failed' })
  answers(1, [])
  post.mockRejectedValueOnce(new Error('服务器端错误'))
  await expect(submitComment({ contentId: CONTENT, text: '第二次' })).resolves.toEqual({ kind: 'failed' })
})
