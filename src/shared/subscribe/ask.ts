import Taro from '@tarojs/taro'
import { logWarn } from '@/core/log'
import { getToken } from '@/core/session'
import { getCachedFrontConfig } from '@/core/tenant'
import { recordSubscription } from './api'
import { askedKey, readMemory, updateMemory } from './memory'
import type { SubscribeScene, SubscribeTarget } from './types'

/*
 * The mini-program's one-time subscription messages (issue 41). WeChat shows its panel only
 * from a user's tap (base library 2.8.2 on: "用户发生点击行为或者发起支付回调后，才可以调起订阅消息
 * 界面"; otherwise the call fails with "can only be invoked by user TAP gesture"). A call after an
 * awaited request, or from a timer, has left the tap, so the panel is asked for here
 * synchronously, inside the tap's handler, at the same time as the write the tap starts (the
 * form's send runs synchronously up to its first await): never after the write's answer.
 * Everything it needs is read synchronously for that: the token, the front-end config already
 * fetched (useSubscribe fetches it when the screen opens) and the memory in storage.
 * The write does not wait for the panel to open; the caller goes on once both the write is done
 * and the panel is answered, so a redirect after the write does not leave the panel over the
 * next page, and the message's target may be what the write created (a booking's id).
 */

/** What WeChat said for the template: the user's choice, the main switch off, or a failure. */
export type SubscribeAnswer = 'accept' | 'reject' | 'ban' | 'filter' | 'off' | 'failed'

/** WeChat's fail errCode when the user turned off all of this mini-program's messages. */
const MAIN_SWITCH_OFF = 20004

/**
 * The template to ask for `scene` now, or undefined when nothing is to be asked: a guest (nobody
 * to record it for), no template in the config (or the config not read yet: the tap cannot wait
 * for it), messages turned off, the template refused before, or this target asked about before.
 */
export function templateToAsk(scene: SubscribeScene, target?: string): string | undefined {
  if (!getToken()) return undefined
  const templateId = getCachedFrontConfig()?.subscribeTemplates?.[scene]
  if (!templateId) return undefined
  const memory = readMemory()
  if (memory.off || memory.refused.includes(templateId)) return undefined
  if (target !== undefined && memory.asked.includes(askedKey(scene, target))) return undefined
  return templateId
}

/** Opens WeChat's panel for one template; call inside the tap. Resolves with the answer, never rejects. */
export function askWeChat(templateId: string): Promise<SubscribeAnswer> {
  const said = (res: Record<string, unknown>): SubscribeAnswer => {
    const answer = res[templateId]
    // 'acceptWithAudio' / 'acceptWithAlert' are acceptances with a voice or alert reminder.
    if (typeof answer === 'string' && answer.startsWith('accept')) return 'accept'
    return answer === 'reject' || answer === 'ban' || answer === 'filter' ? answer : 'failed'
  }
  const failed = (error: unknown): SubscribeAnswer => {
    if ((error as { errCode?: number } | undefined)?.errCode === MAIN_SWITCH_OFF) return 'off'
    logWarn('requestSubscribeMessage failed', error) // for developers: not in a tap, a bad template id…
    return 'failed'
  }
  try {
    // Taro's option type also demands Alipay's entityIds; WeChat takes tmplIds alone.
    const option = { tmplIds: [templateId] } as Taro.requestSubscribeMessage.Option
    return Taro.requestSubscribeMessage(option).then((res) => said(res as unknown as Record<string, unknown>), failed)
  } catch (error) {
    return Promise.resolve(failed(error))
  }
}

/**
 * Keeps what the answer teaches and records an acceptance. A target counts as asked once its
 * acceptance is recorded (a lost record lets the next tap ask again) or once refused; a failure
 * (no network, not a tap) teaches nothing.
 */
export function settleAnswer(scene: SubscribeScene, targetId: string, templateId: string, answer: SubscribeAnswer): Promise<void> {
  const asked = askedKey(scene, targetId)
  const note = (refused: boolean) =>
    updateMemory((m) => ({
      ...m,
      asked: [...m.asked.filter((a) => a !== asked), asked],
      refused: refused && !m.refused.includes(templateId) ? [...m.refused, templateId] : m.refused,
    }))
  if (answer === 'accept') return recordSubscription({ scene, targetId, templateId }).then(() => note(false), () => undefined)
  if (answer === 'off') updateMemory((m) => ({ ...m, off: true }))
  else if (answer !== 'failed') note(true)
  return Promise.resolve()
}

/**
 * `write`, with the moment's message asked for at the same tap (see above). `target` is the
 * thing's id, or a function of the write's answer. Resolves or rejects as the write does, once
 * the panel is answered too; a failed write records nothing.
 */
export function subscribeWhile<T>(scene: SubscribeScene, write: Promise<T>, target: SubscribeTarget | ((answer: T) => SubscribeTarget)): Promise<T> {
  const known = typeof target === 'function' ? undefined : String(target)
  const templateId = templateToAsk(scene, known)
  if (!templateId) return write
  const answered = askWeChat(templateId)
  void Promise.all([write, answered])
    .then(([answer, said]) => settleAnswer(scene, known ?? String((target as (answer: T) => SubscribeTarget)(answer)), templateId, said))
    .catch(() => undefined)
  return write.then((answer) => answered.then(() => answer))
}

/**
 * Asks for the moment's message alone, at a tap that writes nothing else (a service order the
 * workshop moves on by itself); resolves once the answer is kept and an acceptance recorded.
 */
export function askAlone(scene: SubscribeScene, target: SubscribeTarget): Promise<SubscribeAnswer> {
  const targetId = String(target)
  const templateId = templateToAsk(scene, targetId)
  if (!templateId) return Promise.resolve('failed')
  return askWeChat(templateId).then((answer) => settleAnswer(scene, targetId, templateId, answer).then(() => answer))
}
