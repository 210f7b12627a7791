import { request } from '@/core/request'
import { checkContent, refusalText, requireCleanContent, SPEC_CHECKS } from '@/shared/content-check'
import { toast } from '@/shared/toast'

jest.mock('@/core/request', () => ({ request: jest.fn(async () => []) }))
jest.mock('@/shared/toast', () => ({ toast: jest.fn() }))

function checks(code: number | undefined, words: string[] | null) {
  const shown: string[] = []
  let hidden = 0
  return {
    shown,
    hidden: () => hidden,
    deps: {
      greenCheck: jest.fn(async () => ({ contentCheckResult: code === undefined ? undefined : { checkResults: code } })),
      sensitiveCheck: jest.fn(async () => words),
      showChecking: (t: string) => shown.push(t),
      hideChecking: () => {
        hidden += 1
      },
    },
  }
}

describe('two-step content check (spec §5)', () => {
  it('passes with code 1 and an empty word list; shows 检测中... meanwhile', async () => {
    const c = checks(1, [])
    await expect(checkContent('你好', c.deps)).resolves.toEqual({ pass: true, words: [], code: 1 })
    expect(c.deps.greenCheck).toHaveBeenCalledWith('你好')
    expect(c.deps.sensitiveCheck).toHaveBeenCalledWith('你好')
    expect(c.shown).toEqual(['检测中...'])
    expect(c.hidden()).toBe(1)
  })

  it('not pass when the content-safety code is not 1, with the code', async () => {
    await expect(checkContent('x', checks(2, []).deps)).resolves.toEqual({ pass: false, words: [], code: 2 })
  })

  it('not pass when words are flagged, with the words and the code', async () => {
    await expect(checkContent('x', checks(1, ['违禁', '广告']).deps)).resolves.toEqual({ pass: false, words: ['违禁', '广告'], code: 1 })
  })

  it('not pass when the content-safety answer has no code', async () => {
    await expect(checkContent('x', checks(undefined, null).deps)).resolves.toEqual({ pass: false, words: [], code: undefined })
  })

  it('a failing check call rejects (unchecked text must not be posted) and still hides 检测中...', async () => {
    const c = checks(1, [])
    c.deps.sensitiveCheck.mockImplementationOnce(async () => {
      throw new Error('down')
    })
    await expect(checkContent('x', c.deps)).rejects.toThrow('down')
    expect(c.hidden()).toBe(1)
  })
})

describe('the spec\'s calls and the refusal in words', () => {
  it('SPEC_CHECKS posts the text to the two check calls of spec §7, without auth', async () => {
    await SPEC_CHECKS.greenCheck('你好')
    await SPEC_CHECKS.sensitiveCheck('你好')
    expect(jest.mocked(request).mock.calls.map(([o]) => o)).toEqual([
      { domain: 'posts', method: 'POST', path: '/web/community/common/green/check', data: { text: '你好' }, auth: false },
      { domain: 'posts', method: 'POST', path: '/web/community/common/sensitive-word/check', data: { text: '你好' }, auth: false },
    ])
  })

  it('names the flagged words, else the failed safety check, else an unfinished check; the action is the caller\'s', () => {
    expect(refusalText({ words: ['违禁词', '赌博'], code: 1 })).toBe('内容包含敏感词：违禁词、赌博，请修改后再发布')
    expect(refusalText({ words: ['违禁词'], code: 1 }, '提交')).toBe('内容包含敏感词：违禁词，请修改后再提交')
    expect(refusalText({ words: [], code: 2 }, '提交')).toBe('内容未通过安全审核，请修改后再提交')
    expect(refusalText({ words: [], code: undefined })).toBe('内容检测未完成，请稍后重试')
  })
})

test("a form's send: clean text passes quietly; a refusal is toasted and thrown with the flagged words", async () => {
  const quiet = { showChecking: () => undefined, hideChecking: () => undefined }
  const clean = { ...quiet, greenCheck: async () => ({ contentCheckResult: { checkResults: 1 } }), sensitiveCheck: async () => [] }
  await expect(requireCleanContent('川西自驾', '提交', clean)).resolves.toBeUndefined()
  expect(toast).not.toHaveBeenCalled()
  const flagged = { ...clean, sensitiveCheck: async () => ['赌博'] }
  await expect(requireCleanContent('赌博车友队', '创建', flagged)).rejects.toThrow('内容包含敏感词：赌博，请修改后再创建')
  expect(toast).toHaveBeenCalledWith('内容包含敏感词：赌博，请修改后再创建')
})
