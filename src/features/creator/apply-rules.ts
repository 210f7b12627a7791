import type { CreatorApplication, CreatorApplicationBody, Platform } from '@api/posts'
import { chosen, on, type Rule, type Rules } from '@/shared/form'
import { CREATOR_PLATFORMS } from './constants'

/** One account as typed: followers as text until sent. */
export interface AccountDraft {
  platform: Platform | undefined
  accountName: string
  followers: string
  screenshot: string[]
}

export interface ApplyDraft {
  accounts: AccountDraft[]
  consent: boolean
}

export const MAX_ACCOUNTS = 3
const NAME_MAX = 60

export const emptyAccount = (): AccountDraft => ({ platform: undefined, accountName: '', followers: '', screenshot: [] })
export const EMPTY_APPLY: ApplyDraft = { accounts: [emptyAccount()], consent: false }

/** A rejected application comes back filled in, so only what was wrong is typed again. */
export function draftFrom(application: CreatorApplication | null): ApplyDraft {
  if (!application || application.state !== 'rejected') return EMPTY_APPLY
  return {
    consent: false,
    accounts: application.accounts.map((a) => ({ platform: a.platform, accountName: a.accountName, followers: String(a.followers), screenshot: [a.screenshot] })),
  }
}

const looksLikeLink = (text: string) => /^[a-z]+:\/\//i.test(text) || /^www\./i.test(text)

export function accountNameError(text: string): string | undefined {
  const name = text.trim()
  if (!name) return '请填写账号名称或主页链接'
  if ([...name].length > NAME_MAX) return `账号名称不能超过 ${NAME_MAX} 个字`
  if (looksLikeLink(name) && !/^https:\/\/[^\s/]+\.[^\s]+$/i.test(name)) return '主页链接需以 https:// 开头'
  return undefined
}

export function followersError(text: string): string | undefined {
  if (!text.trim()) return '请填写粉丝数'
  if (!/^\d{1,9}$/.test(text.trim())) return '粉丝数请填写整数'
  return undefined
}

/** The field names of account `i` (each shows its own message). */
export const accountField = (i: number, part: 'platform' | 'name' | 'followers' | 'shot') => `a${i}-${part}`

const ofAccount = (i: number, check: (a: AccountDraft) => string | undefined): Rule<ApplyDraft> => (v) => (v.accounts[i] ? check(v.accounts[i]) : undefined)

/** Rules for every account slot (a slot not in use passes) and the consent. */
export const APPLY_RULES: Rules<ApplyDraft> = Object.fromEntries([
  ...Array.from({ length: MAX_ACCOUNTS }, (_, i) => [
    [accountField(i, 'platform'), ofAccount(i, (a) => (a.platform ? undefined : '请选择平台'))],
    [accountField(i, 'name'), ofAccount(i, (a) => accountNameError(a.accountName))],
    [accountField(i, 'followers'), ofAccount(i, (a) => followersError(a.followers))],
    [accountField(i, 'shot'), ofAccount(i, (a) => (a.screenshot.length ? undefined : '请上传账号主页截图'))],
  ]).flat(),
  ['consent', on<ApplyDraft, 'consent'>('consent', chosen('请先阅读并同意《创作者协议》'))],
])

export const PLATFORM_OPTIONS = (Object.keys(CREATOR_PLATFORMS) as Platform[]).map((value) => ({ value, label: CREATOR_PLATFORMS[value] }))

export function toApplication(v: ApplyDraft): CreatorApplicationBody {
  return {
    consent: v.consent,
    accounts: v.accounts.map((a) => ({ platform: a.platform!, accountName: a.accountName.trim(), followers: Number(a.followers.trim()), screenshot: a.screenshot[0] })),
  }
}
