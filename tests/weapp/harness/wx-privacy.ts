// WeChat's privacy authorization in the fake wx: until the user has agreed, a privacy API
// (getLocation, chooseMedia, chooseImage, saveImageToPhotosAlbum, the clipboard) is held and the
// app's onNeedPrivacyAuthorization listener is called with (resolve, { referrer }). The app's
// answer decides: agree, after a tap on a button of open-type agreePrivacyAuthorization (WeChat
// checks the button was tapped), lets the call go on; disagree fails it with errno 104, as
// WeChat does. Other flows run with privacy agreed (the default); a test that wants the question
// launches with `state.privacyAgreed = false`.
import { fail, succeed, type ApiOptions } from './callbacks'
import type { WxState } from './wx-fake'

export const PRIVACY_REFUSED = 'privacy permission is not authorized'

export interface PrivacyState {
  /** The user agreed to the mini-program's privacy guidelines (WeChat then holds nothing). */
  privacyAgreed: boolean
  /** The app's onNeedPrivacyAuthorization listener. */
  privacyListener?: (resolve: (answer: Record<string, unknown>) => void, info: { referrer: string }) => void
  /** The APIs WeChat asked the app about, in order (the referrers). */
  privacyAsked: string[]
  /** ids of the agreePrivacyAuthorization buttons the user tapped (page.tap marks them). */
  privacyAgreeTaps: string[]
  /** Calls held until the user answers: their number now. */
  privacyHeld: number
}

export const newPrivacyState = (): PrivacyState => ({ privacyAgreed: true, privacyAsked: [], privacyAgreeTaps: [], privacyHeld: 0 })

function refuse(o: ApiOptions, api: string): void {
  fail(o, api, PRIVACY_REFUSED, { errno: 104 })
}

/**
 * `api` as WeChat runs it under the privacy check: at once when agreed; else held, the app asked,
 * and `run` called (agree) or the call failed (disagree) when the app answers, once.
 */
export function privacyGuarded(state: WxState, api: string, run: (o: ApiOptions) => void): (o: ApiOptions) => void {
  return (o) => {
    if (state.privacyAgreed) return run(o)
    const listener = state.privacyListener
    // WeChat would show its own popup; this app always answers with its own, so a missing
    // listener is a failure the test should see.
    if (!listener) return refuse(o, api)
    state.privacyAsked.push(api)
    state.privacyHeld++
    let answered = false
    listener((answer) => {
      if (answered || answer.event === 'exposureAuthorization') return
      answered = true
      state.privacyHeld--
      const agreed = answer.event === 'agree' && state.privacyAgreeTaps.includes(String(answer.buttonId))
      if (!agreed) return refuse(o, api)
      state.privacyAgreed = true
      run(o)
    }, { referrer: api })
  }
}

/** onNeedPrivacyAuthorization and the settings query the app may make. */
export function privacyApis(state: WxState) {
  return {
    onNeedPrivacyAuthorization: (listener: PrivacyState['privacyListener']) => void (state.privacyListener = listener),
    getPrivacySetting: (o: ApiOptions) => succeed(o, 'getPrivacySetting', { needAuthorization: !state.privacyAgreed, privacyContractName: '隐私政策' }),
  }
}
