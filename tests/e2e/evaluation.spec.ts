import { expect, test, type Locator, type Page } from '@playwright/test'
import { API_PORT } from '../../playwright.config'
import { button, title, visible } from './support/buyer'
import { watchErrors } from './support/errors'

/*
 * Evaluations (issue 16 item 5) on the production H5 build against the dev API server, as the
 * seeded user 1: finished service order 9003, ended activity 208 and test drive 2 (consultant
 * 林晓) wait for an evaluation; activity 209 is evaluated already (mock/seed/evaluations.ts).
 */
const API = `http://127.0.0.1:${API_PORT}`
const LIST = '/package-survey/pages/evaluation/evaluation'
const SERVE = '/package-survey/pages/evaluation/serve/serve'
const ACTIVITY = '/package-survey/pages/evaluation/activity/activity'
const SALES = '/package-survey/pages/evaluation/sales/sales'

test.beforeEach(async ({ request }) => {
  await request.post(`${API}/__reset`)
  await request.delete(`${API}/__faults`)
})

const items = (page: Page) => visible(page, '.eval-item')
const order9003 = (page: Page) => items(page).filter({ hasText: /工单号 WX\d{8}9003/ })
const aspect = (page: Page, name: string) => visible(page, '.evaluation-form__aspect').filter({ hasText: name })
const stars = (page: Page, name: string, n: number) => aspect(page, name).locator(`[aria-label="${n} 星"]`)
const chip = (page: Page, group: string, name: string) => page.locator(`[aria-label="${group}"]:visible [role="checkbox"]`, { hasText: name })
const comment = (page: Page) => visible(page, '.evaluation-form__comment textarea')
const submit = (page: Page) => button(page, /提交评价|检测中|提交中/)
const tab = (page: Page, name: string) => page.locator('[role="tab"]:visible', { hasText: name })

async function rateAll(page: Page, score: number, except: Record<string, number> = {}): Promise<void> {
  const names = await visible(page, '.evaluation-form__aspect .form-field__label').allTextContents()
  for (const label of names) {
    const name = label.replace('*', '')
    await stars(page, name, except[name] ?? score).click()
  }
}

async function expectDone(list: Locator, text: string | RegExp): Promise<void> {
  const item = list.filter({ hasText: text }).first()
  await expect(item).toBeVisible()
  await expect(item.locator('.rating-stars')).toHaveAttribute('role', 'img')
}

test('a service order: a low score asks what went wrong, a flagged word is refused with the text kept, then a clean one is accepted', async ({ page }) => {
  const errors = watchErrors(page)
  const posts: string[] = []
  page.on('request', (r) => {
    if (r.method() === 'POST') posts.push(new URL(r.url()).pathname)
  })
  await page.goto(`${LIST}?token=dev-token`)
  await expect(title(page, '我的评价')).toBeVisible()
  await expect(tab(page, '待评价')).toHaveAttribute('aria-selected', 'true')
  await expect(order9003(page)).toHaveCount(1)
  await expect(order9003(page).locator('.eval-target__kind')).toHaveText('服务')
  await order9003(page).locator('.eval-item__button').click()

  await expect(page).toHaveURL(new RegExp(`${SERVE}\\?id=9003`))
  await expect(title(page, '服务评价')).toBeVisible()
  await expect(visible(page, '.eval-target')).toContainText(/工单号 WX\d{8}9003/)
  await expect(visible(page, '.evaluation-form__aspect')).toHaveCount(4)

  // 2 stars for the attitude: what went wrong is asked, and required.
  await rateAll(page, 5, { 服务态度: 2 })
  await expect(page.locator('[aria-label="遇到的问题"]:visible')).toBeVisible()
  await comment(page).fill('等了很久，这里有违禁词')
  await submit(page).click()
  await expect(page.getByText('评分较低，请至少选择一个遇到的问题').first()).toBeVisible()
  await chip(page, '遇到的问题', '等待时间过长').click()
  await expect(chip(page, '遇到的问题', '等待时间过长')).toHaveAttribute('aria-checked', 'true')

  // The two checks of spec §5 refuse the flagged word; the text and the stars stay; nothing is posted.
  await submit(page).click()
  await expect(visible(page, '.evaluation-form__comment .form-field__error')).toHaveText('内容包含敏感词：违禁词，请修改后再提交')
  await expect(comment(page)).toHaveValue('等了很久，这里有违禁词')
  await expect(stars(page, '服务态度', 2)).toHaveAttribute('aria-checked', 'true')
  expect(posts).toContain('/posts/web/community/common/sensitive-word/check')
  expect(posts).not.toContain('/lead/web/evaluation/service/9003')

  // A clean text goes through: thanks, back to the list, gone from 待评价, shown under 已评价.
  await comment(page).fill('等了很久，不过最后修好了')
  await chip(page, '评价标签', '讲解清楚').click()
  await submit(page).click()
  await expect(page.getByText('评价成功，感谢反馈')).toBeVisible()
  await expect(page).toHaveURL(new RegExp(LIST))
  await expect(items(page).first()).toBeVisible()
  await expect(order9003(page)).toHaveCount(0)
  await tab(page, '已评价').click()
  await expectDone(items(page), /工单号 WX\d{8}9003/)
  await expect(items(page).first()).toContainText('等了很久，不过最后修好了')

  // Once only: the order opens read-only now.
  await items(page).first().locator('.eval-item__button').click()
  await expect(page).toHaveURL(/serve\/serve\?id=9003/)
  await expect(visible(page, '.evaluation-form-once__done')).toHaveText('您已评价过，感谢反馈')
  await expect(visible(page, '.evaluation-form')).toHaveCount(0)
  await expect(visible(page, '.evaluation-form-summary__chip--problem')).toHaveText('等待时间过长')
  expect(errors).toEqual([])
})

test('an attended activity, opened directly: evaluated, then the list shows it as evaluated', async ({ page }) => {
  const errors = watchErrors(page)
  await page.goto(`${ACTIVITY}?id=208&token=dev-token`)
  await expect(visible(page, '.eval-target__title')).toHaveText('城市夜骑车友会（已结束）')
  await expect(visible(page, '.eval-target')).toContainText('深圳市南山区深圳湾公园')
  await rateAll(page, 4)
  await chip(page, '评价标签', '氛围很好').click()
  await page.locator('[role="switch"]:visible').click()
  await submit(page).click()
  // No page under it: the list takes its place.
  await expect(page).toHaveURL(new RegExp(LIST))
  await tab(page, '已评价').click()
  await expectDone(items(page), '城市夜骑车友会（已结束）')
  expect(errors).toEqual([])
})

test('the sales consultant of a test drive, and an activity evaluated before shown read-only', async ({ page }) => {
  await page.goto(`${SALES}?id=2&token=dev-token`)
  await expect(visible(page, '.eval-target__title')).toHaveText('销售顾问 林晓')
  await expect(visible(page, '.eval-target')).toContainText('试驾车型 远航 L8 增程版')
  await rateAll(page, 5)
  await chip(page, '评价标签', '讲解专业').click()
  await comment(page).fill('讲解很耐心，不强推销')
  await submit(page).click()
  await expect(page).toHaveURL(new RegExp(LIST))
  await visible(page, '.form-choice-chips__chip').filter({ hasText: '销售' }).click()
  await tab(page, '已评价').click()
  await expectDone(items(page), '销售顾问 林晓')
  await expect(items(page).filter({ hasText: '销售顾问 林晓' })).toContainText('讲解很耐心，不强推销')

  await page.goto(`${ACTIVITY}?id=209&token=dev-token`)
  await expect(visible(page, '.evaluation-form-once__done')).toHaveText('您已评价过，感谢反馈')
  await expect(visible(page, '.evaluation-form-summary__comment')).toHaveText('智驾那部分讲得很实用。')
})
