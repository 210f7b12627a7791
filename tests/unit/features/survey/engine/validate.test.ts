import type { Question } from '@api/survey'
import { FORMAT_ERROR, isDay, questionError } from '@/features/survey/engine'
import { Q } from '../fixture'

const optional = <T extends Question>(q: T): T => ({ ...q, required: false })

describe('required and optional', () => {
  test.each([
    [Q.model, undefined, '请选择一项'],
    [Q.model, { picked: [] }, '请选择一项'],
    [Q.scenes, { picked: [] }, '请至少选择一项'],
    [Q.overall, undefined, '请打分'],
    [Q.nps, undefined, '请选择 0-10 分'],
    [Q.city, '   ', '请填写此题'],
    [Q.unhappy, '', '请填写此题'],
    [Q.phone, '', '请输入手机号'],
    [{ ...Q.delivery, required: true }, '', '请选择日期'],
    [{ ...Q.photos, required: true }, [], '请上传图片'],
  ] as [Question, never, string][])('a required %s left empty: %s', (q, answer, message) => {
    expect(questionError(q, answer)).toBe(message)
    expect(questionError(optional(q), answer)).toBeUndefined()
  })
})

test('single choice: one known option; 其他 needs its words, at most 50', () => {
  expect(questionError(Q.model, { picked: ['s7'] })).toBeUndefined()
  expect(questionError(Q.model, { picked: ['s7', 's9'] })).toBe('只能选择一项')
  expect(questionError(Q.model, { picked: ['x1'] })).toBe('选项不存在，请重新选择')
  expect(questionError(Q.model, { picked: ['other'] })).toBe('请填写「其他车型」的具体内容')
  expect(questionError(Q.model, { picked: ['other'], other: '  ' })).toBe('请填写「其他车型」的具体内容')
  expect(questionError(Q.model, { picked: ['other'], other: '问界 M7' })).toBeUndefined()
  expect(questionError(Q.model, { picked: ['other'], other: '字'.repeat(51) })).toBe('「其他车型」不能超过 50 个字')
  expect(questionError(Q.model, 3)).toBe(FORMAT_ERROR)
})

test('multiple choice: min and max picks, an exclusive option alone is enough and never with others', () => {
  expect(questionError(Q.scenes, { picked: ['commute'] })).toBe('请至少选择 2 项')
  expect(questionError(Q.scenes, { picked: ['commute', 'trip'] })).toBeUndefined()
  expect(questionError(Q.scenes, { picked: ['commute', 'trip', 'long'] })).toBeUndefined()
  expect(questionError(Q.scenes, { picked: ['commute', 'trip', 'long', 'family'] })).toBe('最多选择 3 项')
  expect(questionError(Q.scenes, { picked: ['none'] })).toBeUndefined()
  expect(questionError(Q.scenes, { picked: ['none', 'trip'] })).toBe('「以上都没有」不能与其他选项同时选择')
  expect(questionError(Q.scenes, { picked: ['trip', 'trip'] })).toBe('选项重复，请重新选择')
  expect(questionError(Q.scenes, 'trip')).toBe(FORMAT_ERROR)
})

test('star rating: a whole number of stars within its scale', () => {
  expect(questionError(Q.overall, 1)).toBeUndefined()
  expect(questionError(Q.overall, 5)).toBeUndefined()
  expect(questionError(Q.overall, 0)).toBe('请选择 1-5 星')
  expect(questionError(Q.overall, 6)).toBe('请选择 1-5 星')
  expect(questionError(Q.overall, 3.5)).toBe('请选择 1-5 星')
  expect(questionError({ ...Q.overall, stars: 10 }, 8)).toBeUndefined()
  expect(questionError(Q.overall, '4')).toBe('请选择 1-5 星')
})

test('NPS: 0 to 10', () => {
  expect(questionError(Q.nps, 0)).toBeUndefined()
  expect(questionError(Q.nps, 10)).toBeUndefined()
  expect(questionError(Q.nps, 11)).toBe('请选择 0-10 分')
  expect(questionError(Q.nps, -1)).toBe('请选择 0-10 分')
})

test('short and long text: length limits once trimmed, an emoji counts as one', () => {
  expect(questionError(Q.city, '杭')).toBe('请至少填写 2 个字')
  expect(questionError(Q.city, ' 杭州 ')).toBeUndefined()
  expect(questionError(Q.city, '杭州市西湖区文三路一号')).toBe('不能超过 10 个字')
  expect(questionError(Q.unhappy, '😀😀😀😀😀')).toBeUndefined()
  expect(questionError(Q.unhappy, '字'.repeat(21))).toBe('不能超过 20 个字')
  // Without its own limits: 50 for a line, 500 for a box.
  expect(questionError({ ...Q.city, minLength: undefined, maxLength: undefined }, '字'.repeat(51))).toBe('不能超过 50 个字')
  expect(questionError({ ...Q.unhappy, minLength: undefined, maxLength: undefined }, '字'.repeat(500))).toBeUndefined()
  expect(questionError(Q.city, 12)).toBe(FORMAT_ERROR)
})

test('phone: spec §5, 11 digits, 1 then 3-9', () => {
  expect(questionError(Q.phone, '13800138000')).toBeUndefined()
  expect(questionError(Q.phone, '12800138000')).toBe('请输入正确的手机号（11位，以1开头，第二位为3-9）')
  expect(questionError(Q.phone, '1380013800')).toBe('请输入正确的手机号（11位，以1开头，第二位为3-9）')
})

test('date: a real day within its bounds', () => {
  expect(questionError(Q.delivery, '2024-02-29')).toBeUndefined()
  expect(questionError(Q.delivery, '2023-02-29')).toBe('请选择正确的日期')
  expect(questionError(Q.delivery, '2024/02/01')).toBe('请选择正确的日期')
  expect(questionError(Q.delivery, '2019-12-31')).toBe('请选择 2020-01-01 及之后的日期')
  expect(questionError(Q.delivery, '2025-07-01')).toBe('请选择 2025-06-30 及之前的日期')
  expect(isDay('2025-13-01')).toBe(false)
})

test('image: uploaded URLs, at most its limit', () => {
  expect(questionError(Q.photos, ['https://cdn.example.com/a.jpg'])).toBeUndefined()
  expect(questionError(Q.photos, ['http://a/1.jpg', 'http://a/2.jpg', 'http://a/3.jpg'])).toBe('最多上传 2 张图片')
  expect(questionError(Q.photos, ['wxfile://tmp_1.jpg'])).toBe('图片地址不正确，请重新上传')
  expect(questionError(Q.photos, { picked: ['x'] })).toBe(FORMAT_ERROR)
})
