// Answering survey questions in the H5 runtime, as a finger and a keyboard do. Each question
// sits in #survey-q-<id>.
import { clearSession, setToken } from '@/core/session'
import { getSurvey, submitSurvey } from '@/features/survey/api'
import { openMockPage } from '../../../support/taro-page'
import { setValue } from '../../../support/type'
import { byText, click, type Utils } from '../../../support/ui'
import { detailOf } from './fixture'

export { byText, click, renderInStore, text, texts, waitFor, type Utils } from '../../../support/ui'

/**
 * Before each test: the survey screen at `path` for survey 801, signed in, the survey loading
 * and a submit succeeding; after it, no session, draft or mock calls are left. The test file
 * mocks '@/features/survey/api'; the spies are returned to answer otherwise or to be asserted.
 */
export function surveyScreen(path: string) {
  const get = jest.mocked(getSurvey)
  const submit = jest.mocked(submitSurvey)
  beforeEach(() => {
    openMockPage(path, { id: '801' })
    setToken('dev-token')
    get.mockResolvedValue(detailOf())
    submit.mockResolvedValue({ answeredAt: '2025-03-02T10:00:00+08:00', rewardPoints: 20, point: 2700 })
  })
  afterEach(() => {
    clearSession()
    localStorage.clear()
    jest.clearAllMocks()
  })
  return { get, submit }
}

const box = (utils: Utils, id: string) => {
  const el = utils.queries.querySelector(`#survey-q-${id}`)
  if (!el) throw new Error(`question ${id} is not on screen`)
  return el
}

export const isShown = (utils: Utils, id: string) => utils.queries.querySelector(`#survey-q-${id}`) !== null

/** Taps the option whose label contains `label`. */
export function choose(utils: Utils, id: string, label: string): void {
  const row = Array.from(box(utils, id).querySelectorAll('.survey-choice__row')).find((el) => (el.textContent ?? '').includes(label))
  if (!row) throw new Error(`no option ${label} in ${id}`)
  click(utils, row)
}

export const rate = (utils: Utils, id: string, stars: number) => click(utils, box(utils, id).querySelector(`button[aria-label="${stars} 星"]`)!)

export const score = (utils: Utils, id: string, n: number) => click(utils, box(utils, id).querySelector(`[aria-label="${n} 分"]`)!)

/** Types into a Taro Input (a line, a phone, the words of 其他), once its web component has drawn it. */
export async function typeLine(utils: Utils, id: string, value: string, selector = 'input'): Promise<void> {
  const input = (await utils.queries.waitForQuerySelector(`#survey-q-${id} ${selector}`)) as HTMLInputElement
  utils.act(() => {
    input.value = value
    input.dispatchEvent(new Event('input', { bubbles: true }))
  })
}

/** Sets a React-controlled plain element (the H5 textarea, the H5 date input) as typing does. */
export function setNative(utils: Utils, el: HTMLInputElement | HTMLTextAreaElement, value: string): void {
  utils.act(() => setValue(el, value))
}

export const typeLong = (utils: Utils, id: string, value: string) => setNative(utils, box(utils, id).querySelector('textarea')!, value)
export const pickDay = (utils: Utils, id: string, day: string) => setNative(utils, box(utils, id).querySelector('input[type="date"]')!, day)

export const isChecked = (utils: Utils, id: string, label: string) =>
  byText(utils, `#survey-q-${id} .survey-choice__row`, label).getAttribute('aria-checked') === 'true'

export const messageOf = (utils: Utils, id: string) => box(utils, id).querySelector('.survey-question__error')?.textContent ?? null
