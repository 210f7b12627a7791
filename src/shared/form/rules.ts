import { idNumberError } from '@/utils/id-number'
import { phoneError, smsCodeError } from '@/utils/validate'

/** One check of a form: the message to show when `values` break it, else nothing. */
export type Rule<V> = (values: V) => string | undefined

/** Field name -> its rule; a field is usually a value's key, or a name for several (`region`). */
export type Rules<V, F extends string = string> = Partial<Record<F, Rule<V>>>
export type Errors<F extends string = string> = Partial<Record<F, string>>

/** A check of one value: the message, or '' / undefined when it passes. */
export type Check<T> = (value: T) => string | undefined

/** Every message for what is wrong, in the order of `rules`; empty when the form may be sent. */
export function validate<V, F extends string>(values: V, rules: Rules<V, F>): Errors<F> {
  const errors: Errors<F> = {}
  for (const field of Object.keys(rules) as F[]) {
    const message = rules[field]?.(values)
    if (message) errors[field] = message
  }
  return errors
}

export const hasErrors = (errors: Errors): boolean => Object.values(errors).some(Boolean)

/** The rule for one value: its checks in order, the first message wins. */
export function on<V, K extends keyof V>(key: K, ...checks: Check<V[K]>[]): Rule<V> {
  return (values) => {
    for (const check of checks) {
      const message = check(values[key])
      if (message) return message
    }
    return undefined
  }
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '')

/** Text with something in it besides blanks. */
export const filled = (message: string): Check<string> => (value) => (text(value) ? undefined : message)

/** At most `max` characters once trimmed; counted by character, so an emoji is one. */
export const maxLength = (max: number, message: string): Check<string> => (value) => ([...text(value)].length > max ? message : undefined)

/** At least `min` characters once trimmed. */
export const minLength = (min: number, message: string): Check<string> => (value) => ([...text(value)].length < min ? message : undefined)

/** Something picked: not undefined, null, '', 0 or false (a consent box must be ticked). */
export const chosen = (message: string): Check<unknown> => (value) => (value ? undefined : message)

/** Spec §5 mobile number (PHONE_PATTERN in constants), with the app's two Chinese messages. */
export const phone: Check<string> = (value) => phoneError(value ?? '') || undefined

/** Mainland resident ID number: 18 characters, region, birth date and check character (utils/id-number). */
export const idNumber: Check<string> = (value) => idNumberError(value ?? '') || undefined

/** A real name as applications ask for it: 2 to 20 characters (welfare, partner, occupation). */
export const REAL_NAME_LIMITS = { min: 2, max: 20 } as const
export const realName: Check<string> = (value) =>
  filled('请输入真实姓名')(value) ??
  minLength(REAL_NAME_LIMITS.min, `姓名至少 ${REAL_NAME_LIMITS.min} 个字`)(value) ??
  maxLength(REAL_NAME_LIMITS.max, `姓名不能超过 ${REAL_NAME_LIMITS.max} 个字`)(value)

/** The SMS code of the login page: SMS_CODE_LENGTH digits. */
export const smsCode: Check<string> = (value) => smsCodeError(value ?? '') || undefined
