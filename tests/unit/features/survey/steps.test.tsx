import StepPage from '@/package-survey-new/pages/survey/survey'
import SurveyPage from '@/package-survey/pages/survey/survey'
import { redirectTo } from '@/core/navigation'
import { resetQueriesForTests } from '@/core/query'
import { loadDraft, storeDraft } from '@/shared/form/draft'
import { openMockPage } from '../../../support/taro-page'
import { byText, choose, click, isShown, messageOf, rate, renderInStore, score, surveyScreen, text, typeLine, waitFor, type Utils } from './ui'

jest.mock('@/features/survey/api', () => ({ getSurvey: jest.fn(), submitSurvey: jest.fn(), getSurveys: jest.fn() }))
jest.mock('@/shared/scroll-to', () => ({ scrollToId: jest.fn() }))
jest.mock('@/core/navigation', () => jest.requireActual('../../../support/navigation').navigationMock())
jest.mock('@tarojs/taro', () => jest.requireActual('../../../support/taro-page').taroPageMock())

const { submit } = surveyScreen('/package-survey-new/pages/survey/survey')

async function open(): Promise<Utils> {
  const utils = await renderInStore(StepPage)
  await waitFor(() => expect(utils.queries.querySelector('.survey-steps__card')).not.toBeNull())
  return utils
}

const shown = (utils: Utils) => (utils.queries.querySelector('.survey-question-box')?.id ?? '').replace('survey-q-', '')
const next = (utils: Utils) => click(utils, utils.queries.querySelector('.survey-steps__next')!)
const back = (utils: Utils) => click(utils, utils.queries.querySelector('.survey-steps__back')!)

test('one question per screen: next checks it first, rules skip screens, back returns, the early end submits', async () => {
  const utils = await open()
  expect(shown(utils)).toBe('model')
  expect(text(utils, '.survey-progress__text')).toBe('第 1 / 10 题')
  expect(utils.queries.querySelector('.survey-steps__back')!.getAttribute('disabled')).not.toBeNull()

  next(utils)
  await waitFor(() => expect(messageOf(utils, 'model')).toBe('请选择一项'))
  expect(shown(utils)).toBe('model')

  choose(utils, 'model', '远航 L6')
  next(utils)
  await waitFor(() => expect(shown(utils)).toBe('city'))
  expect(messageOf(utils, 'city')).toBeNull()
  await typeLine(utils, 'city', '成都')
  next(utils)
  await waitFor(() => expect(shown(utils)).toBe('delivery'))
  next(utils) // optional
  await waitFor(() => expect(shown(utils)).toBe('scenes'))
  choose(utils, 'scenes', '以上都没有')
  next(utils)
  await waitFor(() => expect(shown(utils)).toBe('overall'))
  rate(utils, 'overall', 5)
  next(utils)
  await waitFor(() => expect(shown(utils)).toBe('pile'))
  choose(utils, 'pile', '没有装')
  next(utils)
  // The pile rating's screen is skipped.
  await waitFor(() => expect(shown(utils)).toBe('nps'))
  expect(text(utils, '.survey-progress__text')).toBe('第 7 / 10 题')
  back(utils)
  await waitFor(() => expect(shown(utils)).toBe('pile'))
  choose(utils, 'pile', '装了')
  next(utils)
  await waitFor(() => expect(shown(utils)).toBe('pileRating'))
  expect(text(utils, '.survey-progress__text')).toBe('第 7 / 11 题')
  rate(utils, 'pileRating', 3)
  next(utils)
  await waitFor(() => expect(shown(utils)).toBe('nps'))
  score(utils, 'nps', 7)
  next(utils)
  await waitFor(() => expect(shown(utils)).toBe('callback'))
  expect(utils.queries.querySelector('.survey-steps__next')!.textContent).toBe('下一题')
  choose(utils, 'callback', '不用了')
  await waitFor(() => expect(utils.queries.querySelector('.survey-steps__next')!.textContent).toBe('提交问卷'))
  expect(text(utils, '.survey-steps__end')).toBe('根据你的回答，问卷到此结束，提交即可')
  next(utils)
  await waitFor(() => expect(text(utils, '.survey-notice__title')).toBe('提交成功'))
  expect(submit).toHaveBeenCalledWith(801, {
    model: { picked: ['l6'] }, city: '成都', scenes: { picked: ['none'] }, overall: 5, pile: { picked: ['yes'] }, pileRating: 3, nps: 7, callback: { picked: ['no'] },
  }, expect.any(String))
})

test('coming back opens the first question still to answer; the other route is one tap away', async () => {
  storeDraft('survey:801', { model: { picked: ['s7'] }, city: '杭州' }, {})
  const utils = await open()
  expect(shown(utils)).toBe('delivery')
  expect(text(utils, '.survey-progress__text')).toBe('第 3 / 10 题')
  click(utils, '.survey-switch')
  expect(redirectTo).toHaveBeenCalledWith('/package-survey/pages/survey/survey?id=801')
})

/** The same taps on both routes (one page: all at once; new route: screen by screen). */
async function answerOnPage(utils: Utils) {
  choose(utils, 'model', '其他车型')
  await typeLine(utils, 'model', '问界 M7', '.survey-choice__other input')
  await typeLine(utils, 'city', '南京')
  choose(utils, 'scenes', '接送家人')
  choose(utils, 'scenes', '长途')
  rate(utils, 'overall', 2)
  await waitFor(() => expect(isShown(utils, 'unhappy')).toBe(true))
  rate(utils, 'overall', 3)
  choose(utils, 'pile', '没有装')
  score(utils, 'nps', 10)
  choose(utils, 'callback', '愿意')
  await typeLine(utils, 'phone', '13900139000')
}

async function answerByScreen(utils: Utils) {
  const step = async (id: string, act: () => unknown) => {
    await waitFor(() => expect(shown(utils)).toBe(id))
    await act()
    next(utils)
  }
  await step('model', async () => {
    choose(utils, 'model', '其他车型')
    await typeLine(utils, 'model', '问界 M7', '.survey-choice__other input')
  })
  await step('city', () => typeLine(utils, 'city', '南京'))
  await step('delivery', () => undefined)
  await step('scenes', () => {
    choose(utils, 'scenes', '接送家人')
    choose(utils, 'scenes', '长途')
  })
  await step('overall', () => rate(utils, 'overall', 2))
  await waitFor(() => expect(shown(utils)).toBe('unhappy'))
  back(utils)
  await step('overall', () => rate(utils, 'overall', 3))
  await step('pile', () => choose(utils, 'pile', '没有装'))
  await step('nps', () => score(utils, 'nps', 10))
  await step('callback', () => choose(utils, 'callback', '愿意'))
  await step('phone', () => typeLine(utils, 'phone', '13900139000'))
  await waitFor(() => expect(shown(utils)).toBe('photos'))
  click(utils, byText(utils, '.survey-steps__next', '提交问卷'))
}

test('both routes send the same answers for the same taps', async () => {
  openMockPage('/package-survey/pages/survey/survey', { id: '801' })
  const page = await renderInStore(SurveyPage)
  await waitFor(() => expect(isShown(page, 'model')).toBe(true))
  await answerOnPage(page)
  click(page, '.survey-form__submit')
  await waitFor(() => expect(submit).toHaveBeenCalledTimes(1))
  // The accepted answers drop the draft once the send is through: the other route starts afresh.
  await waitFor(() => expect(loadDraft('survey:801')).toBeUndefined())
  page.unmout()
  // The cache now holds 801 as answered (as the server would say): start the other route afresh.
  resetQueriesForTests()

  openMockPage('/package-survey-new/pages/survey/survey', { id: '801' })
  await answerByScreen(await open())
  await waitFor(() => expect(submit).toHaveBeenCalledTimes(2))
  // The same survey and answers (each send with its own form's request id).
  expect(submit.mock.calls[1].slice(0, 2)).toEqual(submit.mock.calls[0].slice(0, 2))
  expect(submit.mock.calls[0][1]).toEqual({
    model: { picked: ['other'], other: '问界 M7' }, city: '南京', scenes: { picked: ['family', 'long'] }, overall: 3,
    pile: { picked: ['no'] }, nps: 10, callback: { picked: ['yes'] }, phone: '13900139000',
  })
})
