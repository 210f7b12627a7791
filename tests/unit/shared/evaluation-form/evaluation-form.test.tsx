import Taro from '@tarojs/taro'
import { Value } from '@sinclair/typebox/value'
import { EvaluationInputSchema, type EvaluationTemplate } from '@api/evaluation'
import { EvaluationForm, EvaluationSummary, type EvaluationFormProps } from '@/shared/evaluation-form'
import { render } from '../../../support/render'
import { waitFor } from '../../../support/wait-for'
import { setValue } from '../../../support/type'

jest.mock('@tarojs/taro', () => jest.requireActual('../../../support/taro-page').taroPageMock({ showToast: jest.fn(() => Promise.resolve()) }))

const TEMPLATE: EvaluationTemplate = {
  aspects: [
    { key: 'attitude', name: '服务态度' },
    { key: 'professionalism', name: '专业程度' },
  ],
  tags: ['接待热情', '按时交车'],
  problems: ['等待时间过长', '问题未解决'],
}

type Utils = Awaited<ReturnType<typeof render>>
const $ = (u: Utils, selector: string) => u.queries.querySelector(selector) as HTMLElement
const texts = (u: Utils, selector: string) => Array.from(u.queries.querySelectorAll(selector)).map((e) => e.textContent)
const star = (u: Utils, aspect: string, n: number) => $(u, `[aria-label="${aspect}"] [aria-label="${n} 星"]`)
const chip = (u: Utils, group: string, name: string) =>
  Array.from(u.queries.querySelectorAll(`[aria-label="${group}"] [role="checkbox"]`)).find((e) => e.textContent === name) as HTMLElement
const submitButton = (u: Utils) => $(u, '.evaluation-form__submit')

let onSubmit: jest.Mock
let greenCheck: jest.Mock
let sensitiveCheck: jest.Mock

function setup(props: Partial<EvaluationFormProps> = {}) {
  return render(EvaluationForm, { template: TEMPLATE, onSubmit, draft: undefined, checks: { greenCheck, sensitiveCheck }, ...props })
}

async function submit(u: Utils) {
  await u.act(async () => {
    u.fireEvent.click(submitButton(u))
  })
}

beforeEach(() => {
  onSubmit = jest.fn(() => Promise.resolve())
  greenCheck = jest.fn(async () => ({ contentCheckResult: { checkResults: 1 } }))
  sensitiveCheck = jest.fn(async () => [])
  jest.mocked(Taro.showToast).mockClear()
})

test('nothing is sent until every aspect is rated; each aspect says so', async () => {
  const u = await setup()
  await submit(u)
  expect(texts(u, '.form-field__error')).toEqual(['请为「服务态度」打分', '请为「专业程度」打分'])
  expect(onSubmit).not.toHaveBeenCalled()
  u.fireEvent.click(star(u, '服务态度', 5))
  expect(texts(u, '.form-field__error')).toEqual(['请为「专业程度」打分'])
  expect($(u, '.evaluation-form__word').textContent).toBe('非常满意')
})

test('a low score brings the problems, then at least one is required; a good score hides them again', async () => {
  const u = await setup()
  expect(u.queries.querySelector('[aria-label="遇到的问题"]')).toBeNull()
  u.fireEvent.click(star(u, '服务态度', 2))
  u.fireEvent.click(star(u, '专业程度', 4))
  expect(u.queries.querySelector('[aria-label="遇到的问题"]')).not.toBeNull()
  await submit(u)
  expect(texts(u, '.form-field__error')).toEqual(['评分较低，请至少选择一个遇到的问题'])
  expect(onSubmit).not.toHaveBeenCalled()

  u.fireEvent.click(chip(u, '遇到的问题', '等待时间过长'))
  expect(chip(u, '遇到的问题', '等待时间过长').getAttribute('aria-checked')).toBe('true')
  await submit(u)
  expect(onSubmit).toHaveBeenLastCalledWith(expect.objectContaining({ scores: { attitude: 2, professionalism: 4 }, problems: ['等待时间过长'] }), expect.any(String))

  u.fireEvent.click(star(u, '服务态度', 3))
  expect(u.queries.querySelector('[aria-label="遇到的问题"]')).toBeNull()
  await submit(u)
  expect(onSubmit).toHaveBeenLastCalledWith(expect.objectContaining({ problems: [] }), expect.any(String))
})

test('the payload is an EvaluationInput: scores, tags, problems, the comment trimmed and checked, photos, anonymous', async () => {
  const u = await setup()
  u.fireEvent.click(star(u, '服务态度', 5))
  u.fireEvent.click(star(u, '专业程度', 4))
  u.fireEvent.click(chip(u, '评价标签', '按时交车'))
  u.fireEvent.click(chip(u, '评价标签', '接待热情'))
  u.fireEvent.click(chip(u, '评价标签', '按时交车'))
  u.act(() => setValue($(u, 'textarea') as HTMLTextAreaElement, '  顾问很专业  '))
  u.fireEvent.click($(u, '[role="switch"]'))
  await submit(u)
  await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1))
  const input = onSubmit.mock.calls[0][0]
  expect(input).toEqual({ scores: { attitude: 5, professionalism: 4 }, tags: ['接待热情'], problems: [], comment: '顾问很专业', photos: [], anonymous: true })
  expect(Value.Check(EvaluationInputSchema, input)).toBe(true)
  expect(greenCheck).toHaveBeenCalledWith('顾问很专业')
  expect(sensitiveCheck).toHaveBeenCalledWith('顾问很专业')
})

test('while the text is checked the button says 检测中...; a flagged word is refused with its message and the text kept', async () => {
  let pass: (value: unknown) => void = () => undefined
  greenCheck.mockImplementationOnce(() => new Promise((resolve) => (pass = resolve)))
  sensitiveCheck.mockResolvedValueOnce(['违禁词'])
  const u = await setup()
  u.fireEvent.click(star(u, '服务态度', 5))
  u.fireEvent.click(star(u, '专业程度', 5))
  u.act(() => setValue($(u, 'textarea') as HTMLTextAreaElement, '这里有违禁词'))
  u.fireEvent.click(submitButton(u))
  await waitFor(() => expect(submitButton(u).textContent).toBe('检测中...'))
  await u.act(async () => pass({ contentCheckResult: { checkResults: 1 } }))
  await waitFor(() => expect(texts(u, '.form-field__error')).toEqual(['内容包含敏感词：违禁词，请修改后再提交']))
  expect(Taro.showToast).toHaveBeenCalledWith(expect.objectContaining({ title: '内容包含敏感词：违禁词，请修改后再提交' }))
  expect(onSubmit).not.toHaveBeenCalled()
  expect(($(u, 'textarea') as HTMLTextAreaElement).value).toBe('这里有违禁词')
  expect(submitButton(u).textContent).toBe('提交评价')

  // Editing clears the refusal; a clean text goes through.
  u.act(() => setValue($(u, 'textarea') as HTMLTextAreaElement, '这里很好'))
  expect(texts(u, '.form-field__error')).toEqual([])
  await submit(u)
  await waitFor(() => expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ comment: '这里很好' }), expect.any(String)))
})

test('a failed send keeps every value; the next try sends the same evaluation with the same request id', async () => {
  onSubmit.mockRejectedValueOnce(new Error('服务器端错误'))
  const u = await setup()
  u.fireEvent.click(star(u, '服务态度', 1))
  u.fireEvent.click(star(u, '专业程度', 3))
  u.fireEvent.click(chip(u, '遇到的问题', '问题未解决'))
  u.fireEvent.click(chip(u, '评价标签', '按时交车'))
  u.act(() => setValue($(u, 'textarea') as HTMLTextAreaElement, '第二次才修好'))
  await submit(u)
  await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1))
  await waitFor(() => expect(submitButton(u).textContent).toBe('提交评价'))
  expect(star(u, '服务态度', 1).getAttribute('aria-checked')).toBe('true')
  expect(chip(u, '遇到的问题', '问题未解决').getAttribute('aria-checked')).toBe('true')
  expect(chip(u, '评价标签', '按时交车').getAttribute('aria-checked')).toBe('true')
  expect(($(u, 'textarea') as HTMLTextAreaElement).value).toBe('第二次才修好')
  await submit(u)
  await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(2))
  expect(onSubmit.mock.calls[1][0]).toEqual(onSubmit.mock.calls[0][0])
  // The same id: had the first reached the server, it answers it rather than a second evaluation.
  expect(onSubmit.mock.calls[0][1]).toMatch(/^[a-z0-9]{20}$/)
  expect(onSubmit.mock.calls[1][1]).toBe(onSubmit.mock.calls[0][1])
})

test('no comment, no check; a kind without tags or problems shows neither; the anonymous switch can be left out', async () => {
  const u = await setup({ template: { aspects: [{ key: 'install', name: '安装质量' }], tags: [], problems: [] }, showAnonymous: false })
  expect(u.queries.querySelector('[aria-label="评价标签"]')).toBeNull()
  expect(u.queries.querySelector('[role="switch"]')).toBeNull()
  u.fireEvent.click(star(u, '安装质量', 1))
  expect(u.queries.querySelector('[aria-label="遇到的问题"]')).toBeNull()
  await submit(u)
  await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ scores: { install: 1 }, tags: [], problems: [], comment: '', photos: [], anonymous: false }, expect.any(String)))
  expect(greenCheck).not.toHaveBeenCalled()
})

test('an evaluation given shows read-only: named stars, problems, tags, comment, photos with alt text, anonymous', async () => {
  const u = await render(EvaluationSummary, {
    template: TEMPLATE,
    evaluation: { scores: { attitude: 2, professionalism: 4 }, tags: ['按时交车'], problems: ['问题未解决'], comment: '第二次才修好', photos: ['https://x/a.jpg'], anonymous: true },
  })
  expect(texts(u, '.evaluation-form-summary__name')).toEqual(['服务态度', '专业程度'])
  expect(Array.from(u.queries.querySelectorAll('.rating-stars')).map((e) => e.getAttribute('role'))).toEqual(['img', 'img'])
  expect(texts(u, '.evaluation-form-summary__chip')).toEqual(['问题未解决', '按时交车'])
  expect($(u, '.evaluation-form-summary__comment').textContent).toBe('第二次才修好')
  expect($(u, '.evaluation-form-summary__photo').getAttribute('alt')).toBe('评价图片 1')
  expect($(u, '.evaluation-form-summary__anonymous').textContent).toBe('匿名评价')
  expect(u.queries.querySelector('button')).toBeNull()
})
