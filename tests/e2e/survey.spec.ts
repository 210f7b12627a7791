import { expect, test, type Locator, type Page } from '@playwright/test'
import { API_PORT } from '../../playwright.config'
import { watchErrors } from './support/errors'

/*
 * Issue 16 "done when", surveys on the production H5 build: the one-page route (seed 801) with a
 * required question skipped (its message, scrolled into view), left and come back to (answers
 * kept), submitted (points credited once, read-only after); then the one-per-screen route (seed
 * 802, a separate survey so the first submission cannot interfere) where a rule skips a screen.
 */
const API = `http://127.0.0.1:${API_PORT}`
const AUTH = { Authorization: 'Bearer dev-token' }
const LIST = '/package-survey/pages/survey-list/survey-list'
const STEPS = '/package-survey-new/pages/survey/survey'
/** User 1's seeded points (mock/seed/users.ts) and the surveys' rewards (mock/seed/surveys.ts). */
const POINTS = 2680

const question = (page: Page, id: string): Locator => page.locator(`#survey-q-${id}:visible`)
const option = (page: Page, id: string, label: string) => question(page, id).locator('.survey-choice__row', { hasText: label })
const stars = (page: Page, id: string, n: number) => question(page, id).locator(`button[aria-label="${n} 星"]`)
const score = (page: Page, id: string, n: number) => question(page, id).locator(`[aria-label="${n} 分"]`)
const line = (page: Page, id: string) => question(page, id).locator('input')
const submitButton = (page: Page) => page.locator('taro-button-core.survey-form__submit:visible')
const stepButton = (page: Page, which: 'back' | 'next') => page.locator(`taro-button-core.survey-steps__${which}:visible`)
const shownQuestion = (page: Page) => page.locator('.survey-steps__card:visible .survey-question__label')
const progress = (page: Page) => page.locator('.survey-progress__text:visible')

test.beforeEach(async ({ request }) => {
  await request.post(`${API}/__reset`)
  await request.delete(`${API}/__faults`)
})

test('one page: a skipped required question is shown and scrolled to, answers survive leaving, the reward is credited once', async ({ page, request }) => {
  const errors = watchErrors(page)
  await page.goto(`${LIST}?token=dev-token`)
  const card = page.locator('.survey-card:visible', { hasText: '车主用车体验调研' })
  await expect(card).toContainText('+20 积分')
  // The count a card gives is the one the answering screen starts from.
  await expect(card).toContainText('共 11 题')
  await card.click()
  await expect(page).toHaveURL(/package-survey\/pages\/survey\/survey\?id=801/)
  await expect(progress(page)).toHaveText('已答 0/11')
  await expect(page.locator('.survey-head__meta:visible')).toContainText('共 11 题')

  // Everything required but the NPS question, in the middle of the page.
  await option(page, 'model', '星驰 S7').click()
  await line(page, 'city').fill('杭州')
  await option(page, 'scenes', '通勤上下班').click()
  await option(page, 'scenes', '周末自驾游').click()
  await stars(page, 'overall', 4).click()
  await option(page, 'pile', '没有装').click()
  await option(page, 'callback', '愿意').click()
  await line(page, 'phone').fill('13800138000')
  await expect(progress(page)).toHaveText('已答 7/11')

  // Back at the first question (the page scrolls inside Taro's page element, not the window),
  // where the NPS question is out of sight: the fixed bar's submit.
  await question(page, 'model').scrollIntoViewIfNeeded()
  await expect(question(page, 'nps')).not.toBeInViewport()
  await submitButton(page).click()
  await expect(question(page, 'nps').locator('.survey-question__error')).toHaveText('请选择 0-10 分')
  await expect(question(page, 'nps')).toBeInViewport()
  await expect(question(page, 'model').locator('.survey-question__error')).toHaveCount(0)

  // Leave for the list and come back: the answers are still there; a reload keeps them too.
  await page.goBack()
  await expect(page).toHaveURL(/survey-list/)
  await page.locator('.survey-card:visible', { hasText: '车主用车体验调研' }).click()
  await expect(option(page, 'model', '星驰 S7')).toHaveAttribute('aria-checked', 'true')
  await expect(line(page, 'city')).toHaveValue('杭州')
  await expect(line(page, 'phone')).toHaveValue('13800138000')
  await page.reload()
  await expect(option(page, 'scenes', '周末自驾游')).toHaveAttribute('aria-checked', 'true')
  await expect(progress(page)).toHaveText('已答 7/11')

  await score(page, 'nps', 9).click()
  await submitButton(page).click()
  await expect(page.locator('.survey-notice__title:visible')).toHaveText('提交成功')
  await expect(page.locator('.survey-notice__points:visible')).toHaveText(`+20 积分已到账，当前积分 ${POINTS + 20}`)
  await expect(submitButton(page)).toHaveCount(0)
  await expect(page.locator('.survey-answer__text:visible').first()).toHaveText('星驰 S7')

  // Read-only after a reload as well; the server refuses a second submission and credits nothing more.
  await page.reload()
  await expect(page.locator('.survey-notice__text:visible')).toContainText('以下是你的回答')
  await expect(page.locator('.survey-question-box')).toHaveCount(0)
  const again = await request.post(`${API}/user/web/survey/surveys/801/answers`, { headers: AUTH, data: { answers: { model: { picked: ['s7'] } } } })
  expect(again.status()).toBe(409)
  expect((await again.json()).message).toBe('你已经提交过这份问卷，不能重复提交')

  await page.goto('/pages/mine/mine?token=dev-token')
  await expect(page.locator('.mine-profile__points')).toHaveText(String(POINTS + 20))
  expect(errors).toEqual([])
})

test('one per screen: next and back, a rule skips a screen, the reward is credited', async ({ page, request }) => {
  const errors = watchErrors(page)
  await page.goto(`${STEPS}?id=802&token=dev-token`)
  await expect(shownQuestion(page)).toContainText('你的爱车是哪种动力？')
  await expect(progress(page)).toHaveText('第 1 / 5 题')

  // Next checks the screen first.
  await stepButton(page, 'next').click()
  await expect(page.locator('.survey-question__error:visible')).toHaveText('请选择一项')
  await option(page, 'energy', '纯电').click()
  await stepButton(page, 'next').click()
  await expect(shownQuestion(page)).toContainText('你主要在哪里充电？')

  // Public charging only: the home-pile rating's screen is skipped.
  await option(page, 'where', '公共充电站').click()
  await stepButton(page, 'next').click()
  await expect(shownQuestion(page)).toContainText('公共充电站的体验如何？')
  await expect(progress(page)).toHaveText('第 3 / 6 题')
  await expect(page.getByText('家充桩用起来怎么样？')).toHaveCount(0)
  await stepButton(page, 'back').click()
  await expect(shownQuestion(page)).toContainText('你主要在哪里充电？')
  await stepButton(page, 'next').click()

  await stars(page, 'publicRating', 4).click()
  await stepButton(page, 'next').click()
  await option(page, 'wishes', '充电速度').click()
  await option(page, 'wishes', 'App 找桩').click()
  await stepButton(page, 'next').click()
  await score(page, 'nps', 8).click()
  await stepButton(page, 'next').click()
  await expect(shownQuestion(page)).toContainText('还有什么想对我们说的？')
  await expect(stepButton(page, 'next')).toHaveText('提交问卷')
  await stepButton(page, 'next').click()

  await expect(page.locator('.survey-notice__points:visible')).toHaveText(`+10 积分已到账，当前积分 ${POINTS + 10}`)
  const detail = await (await request.get(`${API}/user/web/survey/surveys/802`, { headers: AUTH })).json()
  expect(detail.data.myAnswers).toEqual({ energy: { picked: ['ev'] }, where: { picked: ['public'] }, publicRating: 4, wishes: { picked: ['speed', 'app'] }, nps: 8 })
  expect(errors).toEqual([])
})

test('closed and not-yet-open surveys are explained', async ({ page }) => {
  await page.goto('/package-survey/pages/survey/survey?id=803&token=dev-token')
  await expect(page.locator('.survey-notice__title:visible')).toHaveText('问卷已结束')
  await page.goto(`${STEPS}?id=804&token=dev-token`)
  await expect(page.locator('.survey-notice__title:visible')).toHaveText('问卷还没有开始')
  await expect(page.locator('.survey-notice__countdown:visible')).toContainText('距开始')
})
