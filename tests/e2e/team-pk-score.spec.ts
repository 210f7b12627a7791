import { expect, test, type Page } from '@playwright/test'
import { API_PORT } from '../../playwright.config'
import { ACTION_POINTS, DAILY_CAP } from '../../src/features/team-pk/score-rule'
import { visible } from './support/buyer'
import { watchErrors } from './support/errors'

/*
 * Team scores that follow the rule (issue 38) on the production H5 build against the dev API
 * server: as a member of 901 星驰先锋队 (the dev user, its captain), comment on a post and like
 * it in the community; the team's score and its members' part grow by the rule's points, on the
 * ranking and on the team's page, which also shows what the member brought today of the daily
 * cap. Post 107 (user 7's) is not liked by the dev user in the seed.
 */
const API = `http://127.0.0.1:${API_PORT}`
const TEAM = 901
const NAME = '星驰先锋队'
const POST = '/package-community/pages/community-detail/community-detail?id=107'
const DETAIL = `/pages/teamPk/pages/PKTeamDetail?id=${TEAM}&token=dev-token`
const RANKING = '/pages/teamPk/components/generalList?token=dev-token'

test.beforeEach(async ({ request }) => {
  await request.post(`${API}/__reset`)
  await request.delete(`${API}/__faults`)
})

interface Team {
  score: number
  rank: number
  scoreParts: { members: number; boosts: number }
  myPointsToday: number | null
}

async function seeded(page: Page): Promise<Team> {
  const res = await page.request.get(`${API}/activity/api/v1/activity/app/team-pk/teams/${TEAM}`, { headers: { Authorization: 'Bearer dev-token' } })
  return (await res.json()).data as Team
}

const row = (page: Page) => visible(page, '.team-board__list .team-board-row').filter({ hasText: NAME })

test('a member comments and likes in the community: the team score\'s member part grows on the ranking and the team\'s page', async ({ page }) => {
  const errors = watchErrors(page)
  const before = await seeded(page)
  expect(before.myPointsToday).toBe(0)

  // The team's page before: the parts of the score and the rule, nothing brought today.
  await page.goto(DETAIL)
  await expect(visible(page, '.team-head__name')).toHaveText(NAME)
  await expect(visible(page, '.team-score__members')).toHaveText(`${before.scoreParts.members} 分`)
  await expect(visible(page, '.team-score__boosts')).toHaveText(`${before.scoreParts.boosts} 分`)
  await expect(visible(page, '.team-score__today')).toHaveText(`0 / ${DAILY_CAP} 分`)
  await expect(visible(page, '.team-score__rule')).toContainText(`每人每天最多 ${DAILY_CAP} 分`)

  // In the community: a comment on a post, and a like.
  await page.goto(`${POST}&token=dev-token`)
  await expect(page.locator('.cm-post__title')).toHaveText('轻风 Mini 停车神器')
  await page.locator('textarea.cm-composer__input').fill('周末约车友一起去充电站打卡')
  await page.locator('taro-button-core.cm-composer__send').click()
  await expect(page.locator('.cm-comments__list > .cm-comment').first()).toContainText('周末约车友一起去充电站打卡')
  await page.locator('.cm-action-bar__like').click()
  await expect(page.locator('.cm-action-bar__like')).toHaveAttribute('aria-pressed', 'true')
  const added = ACTION_POINTS.comment + ACTION_POINTS.like

  // The ranking follows the total.
  await page.goto(RANKING)
  await expect(row(page).locator('.team-board-row__score')).toContainText(String(before.score + added))

  // The team's page, opened from its row: the members' part grew, the boosts did not.
  await row(page).click()
  await expect(page).toHaveURL(new RegExp(`PKTeamDetail\\?id=${TEAM}`))
  await expect(visible(page, '.team-head__score')).toHaveText(String(before.score + added))
  await expect(visible(page, '.team-score__members')).toHaveText(`${before.scoreParts.members + added} 分`)
  await expect(visible(page, '.team-score__boosts')).toHaveText(`${before.scoreParts.boosts} 分`)
  await expect(visible(page, '.team-score__today')).toHaveText(`${added} / ${DAILY_CAP} 分`)

  // The server agrees with what the pages show.
  expect(await seeded(page)).toMatchObject({ score: before.score + added, myPointsToday: added, scoreParts: { members: before.scoreParts.members + added } })
  expect(errors).toEqual([])
})
