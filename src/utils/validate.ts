import { MESSAGES, PHONE_PATTERN, SMS_CODE_LENGTH } from '@/constants'

export { PHONE_PATTERN }

/** Spec §5: 11 digits, first 1, second 3-9. */
export function isPhone(value: string): boolean {
  return PHONE_PATTERN.test(value)
}

/** The message to show under the phone field, or '' when the number is valid. */
export function phoneError(value: string): string {
  const phone = value.trim()
  if (!phone) return MESSAGES.PHONE_EMPTY
  return isPhone(phone) ? '' : MESSAGES.PHONE_INVALID
}

const CODE_PATTERN = new RegExp(`^\\d{${SMS_CODE_LENGTH}}$`)

/** The message to show under the SMS code field, or '' when it looks right. */
export function smsCodeError(value: string): string {
  const code = value.trim()
  if (!code) return MESSAGES.CODE_EMPTY
  return CODE_PATTERN.test(code) ? '' : MESSAGES.CODE_INVALID
}
