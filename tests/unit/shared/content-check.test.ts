import { checkContent } from '@/shared/content-check'

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
