/*
 * What a user does on the five landing routes (design.md §6), in WebKit (WebKitGTK's
 * MiniBrowser, the engine of iOS WeChat's browser): the same steps as the Chromium flows
 * (tests/e2e/buyer-journey, mine-sign-in, community-post, mall-shopping), shortened to the
 * taps and typing that would break first in another engine. Each starts from the seed.
 *
 * MiniBrowser asks the user about a page's location request and nobody answers it here: the
 * location prompt stays open for the whole run, as it does on a phone whose user ignores it.
 */
import { WebKitPage } from './support/driver'
import { appUrl, pageErrors, resetData } from './support/app'
import { API } from './support/servers'

let page: WebKitPage

beforeAll(async () => {
  page = await WebKitPage.open()
})
afterAll(() => page.close())
beforeEach(() => resetData())
afterEach(async () => {
  expect(await pageErrors(page)).toEqual([])
})

/** Taps the radio showing `text` and waits until it reads as chosen. */
async function choose(text: string) {
  await page.tap('[role="radio"]', text)
  await page.until(`the radio 「${text}」 chosen`, (t: string) =>
    Array.from(document.querySelectorAll('[role="radio"][aria-checked="true"]')).some((e) => e.getBoundingClientRect().height > 0 && (e as HTMLElement).innerText.includes(t)),
  [text])
}

const urlMatches = (pattern: RegExp) => page.until(`the address ${pattern}`, (source: string) => new RegExp(source).test(window.location.href), [pattern.source])

test('magazine: the newest issue read page by page to its end leads to the car tab', async () => {
  await page.goto(appUrl('/'))
  await page.seeText('品牌杂志')
  await page.tapText('阅读本期')
  await page.seeIn('.magazine-reader__count', '1 / 7')
  for (let n = 2; n <= 7; n += 1) {
    await page.tapText('下一页')
    await page.seeIn('.magazine-reader__count', `${n} / 7`)
  }
  await page.tapText('读完了，去首页')
  await urlMatches(/\/pages\/car\/car/)
  await page.seeText('星驰 S9')
})

test('car tab: a model is liked, then a test drive is booked with the default city while the location prompt stays open', async () => {
  await page.goto(appUrl('/pages/car/car'))
  await page.tap('.car-sections__type', '星驰 S9')
  await urlMatches(/info-car-intro-detail\/index\?id=2/)
  await page.seeIn('.stats-bar__count--like', '9999')
  await page.tap('[aria-label="点赞"]')
  await page.seeIn('.stats-bar__count--like', '1w')
  await page.tap('.nav-bar__back')
  await urlMatches(/\/pages\/car\/car/)

  await page.tapText('预约试驾')
  await urlMatches(/test-drive\/index/)
  // Nothing waits on the prompt: Beijing and its nearest dealer are proposed at once.
  await page.seeIn('.td-form__value', /北京市/, 3_000)
  for (const choice of ['星驰 S9', '明天', '09:00-11:00']) await choose(choice)
  await page.type('.td-form__name input', '王小明')
  await page.seeIn('.td-form__name input', '王小明')
  await page.seeIn('.td-form__mobile input', '13800138000')
  await page.tapText('提交预约')
  await page.seeText('预约成功')
  await page.seeIn('.td-success__card', /09:00-11:00/)
})

test('mine: the daily sign-in adds its points, and mine shows the new balance on coming back', async () => {
  await page.goto(appUrl('/pages/mine/mine'))
  await page.seeText('车主小王')
  await page.seeIn('.mine-profile__points', '2680')
  await page.tapText('每日签到')
  await urlMatches(/sign-in\/sign-in/)
  await page.tap('.sign-in-card__button', '签到 +10 积分')
  await page.seeText('签到成功 +10 积分')
  await page.seeIn('.sign-in-card__points', '2690')
  await page.tap('.nav-bar__back')
  await urlMatches(/\/pages\/mine\/mine/)
  await page.seeIn('.mine-profile__points', '2690')
})

test('community post: a like counts, and a comment typed and sent shows at the top', async () => {
  await page.goto(appUrl('/package-community/pages/community-detail/community-detail', 'id=107'))
  await page.seeIn('.cm-post__title', '轻风 Mini 停车神器')
  const post = await fetch(`${API}/posts/web/community/contents/107`, { headers: { Authorization: 'Bearer dev-token' } })
  const likes = ((await post.json()) as { data: { likeNum: number } }).data.likeNum
  await page.seeIn('.cm-action-bar__like .cm-action-bar__num', String(likes))
  await page.tap('.cm-action-bar__like')
  await page.seeIn('.cm-action-bar__like .cm-action-bar__num', String(likes + 1))
  await page.type('textarea.cm-composer__input', '周末约上车友一起去露营')
  await page.tap('.cm-composer__send')
  await page.seeIn('.cm-comments__list > .cm-comment', /周末约上车友一起去露营/)
  await page.seeIn('textarea.cm-composer__input', '')
})

test('goods detail: a colour chosen and added to the cart shows in the cart', async () => {
  await page.goto(appUrl('/package-mall/pages/goods-detail/index', 'id=1002'))
  await page.seeIn('.goods-summary__name', '星驰真皮座椅套')
  await page.seeIn('[data-testid="cart-badge"]', '5')
  await page.tap('.buy-bar__add')
  await page.seeIn('.sku-sheet__confirm', '请选择 颜色')
  await page.tap('.sku-sheet__value', '星云灰')
  await page.seeIn('.sku-sheet__chosen', '已选：星云灰')
  await page.tap('.sku-sheet__confirm')
  await page.seeIn('[data-testid="cart-badge"]', '6')
  await page.tap('.buy-bar__cart')
  await urlMatches(/\/package-mall\/pages\/cart\/index/)
  await page.seeIn('.cart-line[data-sku-id="100202"] .cart-line__sku', '星云灰')
})

test('dealers: with the location prompt left open, the default city is listed within 3 s; locating gives up with 切换城市', async () => {
  await page.goto(appUrl('/package-car/pages/choice-stores/choice-stores'))
  // Listed while the prompt is still open: the cards and 定位中… in the same look.
  await page.until(
    'Beijing\'s three dealers beside 定位中…',
    () => document.querySelectorAll('.dealer-card').length === 3 && document.body.innerText.includes('定位中…'),
    [],
    3_000,
  )
  await page.seeIn('.dealer-card', /星驰汽车北京东城中心店/)
  await page.seeIn('.location-hint', /定位超时/, 15_000)
  await page.tap('.location-hint [role="button"], .location-hint taro-button-core', '切换城市')
  await urlMatches(/city-select\/index/)
  await page.seeText('广州市')
})
