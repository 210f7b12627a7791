import { APP_PASSWORD } from '../constants'

/**
 * The app account's password rule, as the server holds it: 8-20 characters of letters, digits
 * and English symbols (printable ASCII, no spaces), letters and digits both.
 */
export function appPasswordError(password: string): string | undefined {
  if (!password) return '请设置密码'
  if (/\s/.test(password)) return '密码不能包含空格'
  if (!/^[\x21-\x7e]+$/.test(password)) return '密码只能包含字母、数字和英文符号'
  if (password.length < APP_PASSWORD.min || password.length > APP_PASSWORD.max) return `密码需为 ${APP_PASSWORD.min}-${APP_PASSWORD.max} 位`
  if (!/[A-Za-z]/.test(password) || !/\d/.test(password)) return '密码需同时包含字母和数字'
  return undefined
}

/** The second entry must repeat the first. */
export function confirmPasswordError(password: string, confirm: string): string | undefined {
  if (!confirm) return '请再次输入密码'
  return confirm === password ? undefined : '两次输入的密码不一致'
}
