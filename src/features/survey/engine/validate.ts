// What is wrong with one answer, as the message shown under its question. The screens and the
// dev API server ask the same function, so the server refuses exactly what the screen would.
// Relative imports of plain modules only (no '@/' alias, no Taro): the server imports this file.
import { MESSAGES, PHONE_PATTERN } from '../../../constants'
import { isChoiceAnswer, isEmptyAnswer, textLength } from './answer'
import { DEFAULT_MAX_IMAGES, DEFAULT_STARS, NPS_MAX, OTHER_MAX, TEXTAREA_MAX, TEXT_MAX } from './limits'
import type { Answer, Question, QuestionType } from './types'

export const FORMAT_ERROR = '答案格式不正确'

const REQUIRED: Record<QuestionType, string> = {
  single: '请选择一项',
  multiple: '请至少选择一项',
  rating: '请打分',
  nps: '请选择 0-10 分',
  text: '请填写此题',
  textarea: '请填写此题',
  phone: MESSAGES.PHONE_EMPTY,
  date: '请选择日期',
  image: '请上传图片',
}

function choiceError(q: Question, answer: Answer): string | undefined {
  if (!isChoiceAnswer(answer) || !Array.isArray(answer.picked)) return FORMAT_ERROR
  const { picked } = answer
  if (new Set(picked).size !== picked.length) return '选项重复，请重新选择'
  const chosen = picked.map((id) => (q.options ?? []).find((o) => o.id === id))
  if (chosen.some((o) => !o)) return '选项不存在，请重新选择'
  const options = chosen.filter((o) => o !== undefined)
  if (q.type === 'single' && picked.length > 1) return '只能选择一项'
  if (q.type === 'multiple') {
    const exclusive = options.find((o) => o.exclusive)
    if (exclusive && picked.length > 1) return `「${exclusive.label}」不能与其他选项同时选择`
    if (!exclusive && q.minPicks && picked.length < q.minPicks) return `请至少选择 ${q.minPicks} 项`
    if (!exclusive && q.maxPicks && picked.length > q.maxPicks) return `最多选择 ${q.maxPicks} 项`
  }
  const other = options.find((o) => o.other)
  if (other) {
    const words = typeof answer.other === 'string' ? textLength(answer.other) : 0
    if (!words) return `请填写「${other.label}」的具体内容`
    if (words > OTHER_MAX) return `「${other.label}」不能超过 ${OTHER_MAX} 个字`
  }
  return undefined
}

function scoreError(q: Question, answer: Answer): string | undefined {
  const [low, high] = q.type === 'nps' ? [0, NPS_MAX] : [1, q.stars ?? DEFAULT_STARS]
  if (typeof answer !== 'number' || !Number.isInteger(answer) || answer < low || answer > high) {
    return q.type === 'nps' ? REQUIRED.nps : `请选择 ${low}-${high} 星`
  }
  return undefined
}

function textError(q: Question, answer: Answer): string | undefined {
  if (typeof answer !== 'string') return FORMAT_ERROR
  const max = q.maxLength ?? (q.type === 'textarea' ? TEXTAREA_MAX : TEXT_MAX)
  const words = textLength(answer)
  if (q.minLength && words < q.minLength) return `请至少填写 ${q.minLength} 个字`
  if (words > max) return `不能超过 ${max} 个字`
  return undefined
}

function phoneError(_q: Question, answer: Answer): string | undefined {
  return typeof answer === 'string' && PHONE_PATTERN.test(answer.trim()) ? undefined : MESSAGES.PHONE_INVALID
}

/** YYYY-MM-DD naming a real day (no 02-30). */
export function isDay(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text)
  if (!match) return false
  const [y, m, d] = match.slice(1).map(Number)
  const day = new Date(Date.UTC(y, m - 1, d))
  return day.getUTCFullYear() === y && day.getUTCMonth() === m - 1 && day.getUTCDate() === d
}

function dateError(q: Question, answer: Answer): string | undefined {
  if (typeof answer !== 'string' || !isDay(answer)) return '请选择正确的日期'
  // Days in YYYY-MM-DD compare as text.
  if (q.minDate && answer < q.minDate) return `请选择 ${q.minDate} 及之后的日期`
  if (q.maxDate && answer > q.maxDate) return `请选择 ${q.maxDate} 及之前的日期`
  return undefined
}

function imageError(q: Question, answer: Answer): string | undefined {
  if (!Array.isArray(answer) || answer.some((url) => typeof url !== 'string')) return FORMAT_ERROR
  const max = q.maxImages ?? DEFAULT_MAX_IMAGES
  if (answer.length > max) return `最多上传 ${max} 张图片`
  if (answer.some((url) => !/^https?:\/\/\S+$/.test(url))) return '图片地址不正确，请重新上传'
  return undefined
}

const CHECKS: Record<QuestionType, (q: Question, answer: Answer) => string | undefined> = {
  single: choiceError,
  multiple: choiceError,
  rating: scoreError,
  nps: scoreError,
  text: textError,
  textarea: textError,
  phone: phoneError,
  date: dateError,
  image: imageError,
}

/** The message for this answer to `q`, or undefined when it may be sent (an optional question may stay empty). */
export function questionError(q: Question, answer: Answer | undefined): string | undefined {
  if (isEmptyAnswer(answer)) return q.required ? REQUIRED[q.type] : undefined
  return CHECKS[q.type](q, answer as Answer)
}
