import { cleanAnswer, refusal, submission } from '@/features/survey/engine'
import { COMPLETE, Q, SURVEY } from '../fixture'

test('what is sent: answers on the path, cleaned; skipped and after-the-end answers stay behind', () => {
  const answers = {
    ...COMPLETE,
    city: '  杭州 ',
    model: { picked: ['s7'], other: '忘了删的字' },
    unhappy: '以前写的', // overall is 4 now: not asked
    callback: { picked: ['no'] },
    phone: '13800138000', // after the early end
    delivery: '',
  }
  expect(submission(SURVEY, answers)).toEqual({
    model: { picked: ['s7'] },
    city: '杭州',
    scenes: { picked: ['commute', 'trip'] },
    overall: 4,
    pile: { picked: ['yes'] },
    pileRating: 5,
    nps: 9,
    callback: { picked: ['no'] },
  })
  expect(cleanAnswer(Q.model, { picked: ['other'], other: ' 问界 ' })).toEqual({ picked: ['other'], other: '问界' })
})

test('the server accepts a complete submission, and one that ended early', () => {
  expect(refusal(SURVEY, submission(SURVEY, COMPLETE))).toBeUndefined()
  expect(refusal(SURVEY, submission(SURVEY, { ...COMPLETE, callback: { picked: ['no'] } }))).toBeUndefined()
})

test('the server refuses unknown and skipped questions, then the first bad answer, naming the question', () => {
  expect(refusal(SURVEY, { ...COMPLETE, color: '红' })).toBe('问卷中没有这道题（color）')
  expect(refusal(SURVEY, { ...COMPLETE, unhappy: '太费电了吧' })).toBe('「不满意的地方」按你的作答无需回答，请刷新问卷后重试')
  expect(refusal(SURVEY, { ...COMPLETE, callback: { picked: ['no'] }, phone: '13800138000' })).toBe('「回访电话」按你的作答无需回答，请刷新问卷后重试')
  expect(refusal(SURVEY, { ...COMPLETE, nps: undefined } as never)).toBe('「推荐意愿」请选择 0-10 分')
  expect(refusal(SURVEY, { ...COMPLETE, scenes: { picked: ['none', 'trip'] } })).toBe('「用车场景」「以上都没有」不能与其他选项同时选择')
  expect(refusal(SURVEY, { ...COMPLETE, phone: '123' })).toBe('「回访电话」请输入正确的手机号（11位，以1开头，第二位为3-9）')
  expect(refusal(SURVEY, {})).toBe('「车型」请选择一项')
})
