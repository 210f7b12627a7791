import SurveyPage from '@/package-survey/pages/survey/survey'
import { redirectTo } from '@/core/navigation'
import { RequestError } from '@/core/request'
import { storedDraftKey } from '@/shared/form/draft'
import { scrollToId } from '@/shared/scroll-to'
import { COMPLETE, detailOf } from './fixture'
import { choose, click, isChecked, isShown, messageOf, pickDay, rate, renderInStore, score, surveyScreen, text, texts, typeLine, typeLong, waitFor, type Utils } from './ui'

jest.mock('@/features/survey/api', () => ({ getSurvey: jest.fn(), submitSurvey: jest.fn(), getSurveys: jest.fn() }))
jest.mock('@/shared/scroll-to', () => ({ scrollToId: jest.fn() }))
jest.mock('@/core/navigation', () => jest.requireActual('../../../support/navigation').navigationMock())
jest.mock('@tarojs/taro', () => jest.requireActual('../../../support/taro-page').taroPageMock())

/** Where this person's draft of survey 801 is kept (the form's draft, keyed to the logged-in user). */
const draft = () => localStorage.getItem(storedDraftKey('survey:801'))
const { get, submit } = surveyScreen('/package-survey/pages/survey/survey')

async function open(): Promise<Utils> {
  const utils = await renderInStore(SurveyPage)
  await waitFor(() => expect(isShown(utils, 'model')).toBe(true))
  return utils
}

const submitButton = (utils: Utils) => utils.queries.querySelector('.survey-form__submit')!

/** Everything COMPLETE holds, through the controls. */
async function answerAll(utils: Utils, { nps = true } = {}) {
  choose(utils, 'model', '星驰 S7')
  await typeLine(utils, 'city', '杭州')
  choose(utils, 'scenes', '通勤')
  choose(utils, 'scenes', '自驾游')
  rate(utils, 'overall', 4)
  choose(utils, 'pile', '装了')
  rate(utils, 'pileRating', 5)
  if (nps) score(utils, 'nps', 9)
  choose(utils, 'callback', '愿意')
  await typeLine(utils, 'phone', '13800138000')
}

test('every question on one page, numbered along the path, with progress and the way to the other route', async () => {
  const utils = await open()
  expect(text(utils, '.survey-head__title')).toBe('车主用车体验调研')
  expect(texts(utils, '.survey-form__section-title')).toEqual(['基本情况', '用车体验', '后续回访'])
  expect(texts(utils, '.survey-question__label').map((t) => t.replace('*', ''))).toEqual([
    '1. 车型', '2. 城市', '3. 提车日期', '4. 用车场景', '5. 整体满意度', '6. 家里装了充电桩吗', '7. 推荐意愿', '8. 接受回访吗', '9. 回访电话', '10. 爱车照片',
  ])
  expect(text(utils, '.survey-progress__text')).toBe('已答 0/10')
  // Options in user 1's order for this survey; 其他 stays last.
  expect(texts(utils, '#survey-q-model .survey-choice__label')).toEqual(['星驰 S9', '远航 L6', '星驰 S7', '其他车型'])
  click(utils, '.survey-switch')
  expect(redirectTo).toHaveBeenCalledWith('/package-survey-new/pages/survey/survey?id=801')
})

test('submitting with a required question skipped: its message shows and it is scrolled to; nothing is sent', async () => {
  const utils = await open()
  await answerAll(utils, { nps: false })
  click(utils, submitButton(utils))
  await waitFor(() => expect(messageOf(utils, 'nps')).toBe('请选择 0-10 分'))
  expect(scrollToId).toHaveBeenCalledWith('survey-q-nps')
  expect(messageOf(utils, 'model')).toBeNull()
  expect(submit).not.toHaveBeenCalled()
  expect(text(utils, '.survey-progress__text')).toBe('已答 8/11')
})

test('answered and sent: the answers on the path go, the draft is dropped, the survey turns read-only with the reward', async () => {
  const utils = await open()
  await answerAll(utils)
  pickDay(utils, 'delivery', '2024-05-01')
  click(utils, submitButton(utils))
  await waitFor(() => expect(text(utils, '.survey-notice__title')).toBe('提交成功'))
  expect(submit).toHaveBeenCalledWith(801, { ...COMPLETE, delivery: '2024-05-01' }, expect.any(String))
  expect(text(utils, '.survey-notice__points')).toBe('+20 积分已到账，当前积分 2700')
  expect(utils.queries.querySelector('.survey-form__submit')).toBeNull()
  expect(texts(utils, '.survey-answer__text')).toContain('星驰 S7')
  expect(texts(utils, '.survey-answer__text')).toContain('通勤、自驾游')
  expect(draft()).toBeNull()
})

test('answers are kept on the device: leave and come back, they are there', async () => {
  const first = await open()
  choose(first, 'model', '其他车型')
  await typeLine(first, 'model', '问界 M7', '.survey-choice__other input')
  await typeLine(first, 'city', '苏州')
  rate(first, 'overall', 2)
  await waitFor(() => expect(isShown(first, 'unhappy')).toBe(true))
  typeLong(first, 'unhappy', '冬天续航掉得厉害')
  first.unmout()

  const again = await open()
  expect(isChecked(again, 'model', '其他车型')).toBe(true)
  const valueOf = async (selector: string) => ((await again.queries.waitForQuerySelector(selector)) as HTMLInputElement).value
  expect(await valueOf('#survey-q-model .survey-choice__other input')).toBe('问界 M7')
  expect(await valueOf('#survey-q-city input')).toBe('苏州')
  expect((again.queries.querySelector('#survey-q-unhappy textarea') as HTMLTextAreaElement).value).toBe('冬天续航掉得厉害')
  expect(text(again, '.survey-progress__text')).toBe('已答 4/11')
})

test('rules on screen: a low score asks why, the exclusive option clears the others, declining the call-back ends the survey', async () => {
  const utils = await open()
  rate(utils, 'overall', 2)
  await waitFor(() => expect(isShown(utils, 'unhappy')).toBe(true))
  rate(utils, 'overall', 4)
  await waitFor(() => expect(isShown(utils, 'unhappy')).toBe(false))

  choose(utils, 'scenes', '通勤')
  choose(utils, 'scenes', '长途')
  choose(utils, 'scenes', '以上都没有')
  expect(['通勤', '长途', '以上都没有'].map((l) => isChecked(utils, 'scenes', l))).toEqual([false, false, true])
  expect(text(utils, '#survey-q-scenes .survey-question__hint')).toBe('至少选 2 项，最多选 3 项')

  choose(utils, 'callback', '不用了')
  await waitFor(() => expect(isShown(utils, 'phone')).toBe(false))
  expect(isShown(utils, 'photos')).toBe(false)
  expect(text(utils, '.survey-form__end')).toBe('根据你的回答，问卷到此结束，提交即可')
})

test('a 409 (answered on another device) loads the survey again, read-only', async () => {
  const utils = await open()
  await answerAll(utils)
  submit.mockRejectedValueOnce(new RequestError('status', '你已经提交过这份问卷，不能重复提交', { status: 409 }))
  get.mockResolvedValueOnce(detailOf(undefined, { myAnswers: COMPLETE, answeredAt: '2025-03-02T09:00:00+08:00' }))
  click(utils, submitButton(utils))
  await waitFor(() => expect(get).toHaveBeenCalledTimes(2))
  await waitFor(() => expect(text(utils, '.survey-notice__text')).toContain('以下是你的回答'))
  // Answered elsewhere: the draft on this device has no use any more.
  await waitFor(() => expect(draft()).toBeNull())
})

test('other failures keep the answers on screen and the draft on the device', async () => {
  const utils = await open()
  await answerAll(utils)
  submit.mockRejectedValueOnce(new RequestError('status', '「回访电话」请输入正确的手机号', { status: 400 }))
  click(utils, submitButton(utils))
  await waitFor(() => expect(submit).toHaveBeenCalledTimes(1))
  await waitFor(() => expect(submitButton(utils).textContent).toBe('提交问卷'))
  expect(get).toHaveBeenCalledTimes(1)
  expect(isChecked(utils, 'model', '星驰 S7')).toBe(true)
  expect(draft()).not.toBeNull()
})
