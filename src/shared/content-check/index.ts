import Taro from '@tarojs/taro'
import { MESSAGES } from '@/constants'
import { toast } from '@/shared/toast'
import { told } from '@/shared/use-write'
import { greenCheck, sensitiveWordCheck } from './calls'

export { greenCheck, sensitiveWordCheck }

/** The content-safety answer: `contentCheckResult.checkResults` 1 means pass (spec §3). */
export interface GreenCheckAnswer {
  contentCheckResult?: { checkResults?: number | string | null } | null
}

export interface ContentChecks {
  /** POST /web/community/common/green/check */
  greenCheck: (text: string) => Promise<GreenCheckAnswer>
  /** POST /web/community/common/sensitive-word/check: the flagged words. */
  sensitiveCheck: (text: string) => Promise<string[] | null | undefined>
  /** Shows / hides 检测中... (defaults to Taro's loading toast). */
  showChecking?: (title: string) => void
  hideChecking?: () => void
}

export interface ContentCheckOutcome {
  pass: boolean
  /** Words the sensitive-word check flagged (empty when none). */
  words: string[]
  /** The content-safety check code (1 = pass). */
  code: number | undefined
}

const PASS_CODE = 1

/** The spec's two calls, for `checkContent`. */
export const SPEC_CHECKS: ContentChecks = { greenCheck, sensitiveCheck: sensitiveWordCheck }

/**
 * Spec §5: text passes only if the content-safety code is 1 and the sensitive-word list is
 * empty. Both checks run, so a refusal reports the flagged words and the code together. A
 * failing check call rejects: unchecked text must not be posted.
 */
export async function checkContent(text: string, checks: ContentChecks): Promise<ContentCheckOutcome> {
  const show = checks.showChecking ?? ((title: string) => void Taro.showLoading({ title, mask: true }))
  const hide = checks.hideChecking ?? (() => void Taro.hideLoading())
  show(MESSAGES.CHECKING)
  try {
    const green = await checks.greenCheck(text)
    const raw = green?.contentCheckResult?.checkResults
    const code = raw === null || raw === undefined || raw === '' ? undefined : Number(raw)
    const words = (await checks.sensitiveCheck(text)) ?? []
    return { pass: code === PASS_CODE && words.length === 0, words, code }
  } finally {
    hide()
  }
}

/** The Chinese explanation of a refusal, naming the flagged words; `action` is 发布, 提交... */
export function refusalText({ words, code }: Pick<ContentCheckOutcome, 'words' | 'code'>, action = '发布'): string {
  if (words.length) return `内容包含敏感词：${words.join('、')}，请修改后再${action}`
  return code === undefined ? '内容检测未完成，请稍后重试' : `内容未通过安全审核，请修改后再${action}`
}

/**
 * A form's send of checked text: both checks run; a refusal is toasted and thrown, so the form
 * (useForm's `submit`) keeps what was typed, its draft too, and shows why above its button.
 */
export async function requireCleanContent(text: string, action = '提交', checks: ContentChecks = SPEC_CHECKS): Promise<void> {
  const outcome = await checkContent(text, checks)
  if (outcome.pass) return
  const why = refusalText(outcome, action)
  toast(why)
  throw told(why)
}
