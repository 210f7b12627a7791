import { atom } from 'jotai'
import { store } from '../store'

/*
 * Hand-off from the slider page back to the login page: the slider stores the single-use
 * captcha token, the login page takes it when it shows again and sends the SMS. Kept in
 * memory only: the token is useless after a reload anyway.
 */
const passAtom = atom<string | null>(null)

export function setCaptchaPass(captchaToken: string): void {
  store.set(passAtom, captchaToken)
}

/** The waiting captcha token, removed as it is read (it is single use). */
export function takeCaptchaPass(): string | null {
  const token = store.get(passAtom)
  store.set(passAtom, null)
  return token
}
