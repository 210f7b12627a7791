// What WeChat's privacy authorization is waiting for (mini-program): the privacy API that asked
// and the `resolve`s to answer. WeChat holds the API call (getLocation, chooseMedia...) until one
// is called; the popup on the page on top (PrivacyPrompt) shows while one waits.

/** WeChat's answer callback of onNeedPrivacyAuthorization. */
export type PrivacyResolve = (answer: { event: 'agree' | 'disagree'; buttonId?: string }) => void

export interface PromptState {
  /** The API that asked (eventInfo.referrer): getLocation, chooseMedia, saveImageToPhotosAlbum... */
  referrer: string
}

// Asked by the app on its own and again every 30 s (locating on the dealer pages): after a
// refusal the page does without it, and asking again each time would bury it under popups. Asked
// once per page opened; a call the user starts with a tap (a picture to choose) always asks.
const ONCE_PER_PAGE = new Set(['getLocation', 'getFuzzyLocation', 'startLocationUpdate'])

let state: PromptState | null = null
let waiting: PrivacyResolve[] = []
const refusedOnPage = new Set<string>()
const listeners = new Set<() => void>()

const tell = () => listeners.forEach((listener) => listener())

export const promptState = (): PromptState | null => state

export function watchPrompt(listener: () => void): () => void {
  listeners.add(listener)
  return () => void listeners.delete(listener)
}

/** WeChat asks: the popup shows (calls arriving while it shows wait for the same answer). */
export function askPrompt(resolve: PrivacyResolve, referrer: string): void {
  if (refusedOnPage.has(referrer)) {
    resolve({ event: 'disagree' })
    return
  }
  waiting.push(resolve)
  if (!state) {
    state = { referrer }
    tell()
  }
}

/** The user answered: every waiting call goes on (agree) or fails (disagree); the popup closes. */
export function answerPrompt(answer: { event: 'agree' | 'disagree'; buttonId?: string }): void {
  if (!state) return
  if (answer.event === 'disagree' && ONCE_PER_PAGE.has(state.referrer)) refusedOnPage.add(state.referrer)
  const answered = waiting
  state = null
  waiting = []
  answered.forEach((resolve) => resolve(answer))
  tell()
}

/** Another page opened: what was refused on the last one is asked again there. */
export function pageOpened(): void {
  refusedOnPage.clear()
}
