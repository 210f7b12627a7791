import { expect, test, type Page } from '@playwright/test'
import type { Order } from '../../types/api/mall-order'
import { button, visible } from './support/buyer'
import { api, API, ORDERS, resetEachTest } from './support/mall-api'

/*
 * Real payment in H5 (issue 40, item 4) on the production H5 build against the dev API server,
 * which plays WeChat's OAuth page and its H5 pay page (marked as development). Seed: order 3001
 * is unpaid with cash to pay; the dev user has no openid yet, so WeChat's browser goes through
 * OAuth first. A cancelled payment leaves the order unpaid with 去支付, never a second order.
 */
resetEachTest()

const WECHAT_UA = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.50(0x1800323c) NetType/WIFI Language/zh_CN'
const DETAIL = '/package-mall/pages/order-detail/index?id=3001'

/**
 * WeChat's browser, its bridge stubbed: getBrandWCPayRequest answers `answer`; on ok it also plays
 * WeChat's server and sends the payment notification for the signed prepay id.
 */
async function inWechat(page: Page, answer: 'ok' | 'cancel'): Promise<{ invoked: () => Promise<number> }> {
  await page.addInitScript(({ reply, apiBase }) => {
    const calls: unknown[] = []
    ;(window as unknown as { __payCalls: unknown[] }).__payCalls = calls
    ;(window as unknown as { WeixinJSBridge: unknown }).WeixinJSBridge = {
      invoke(name: string, params: { package: string }, done: (res: { err_msg: string }) => void) {
        calls.push({ name, params })
        if (reply !== 'ok') return done({ err_msg: `get_brand_wcpay_request:${reply}` })
        void fetch(`${apiBase}/__admin/wechat-pay/notify`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ package: params.package }) })
          .then(() => done({ err_msg: 'get_brand_wcpay_request:ok' }))
      },
    }
  }, { reply: answer, apiBase: API })
  // Read while the page may be on its way through WeChat's OAuth and back: a page between two
  // documents has made no call yet.
  const invoked = () => page.evaluate(() => ((window as unknown as { __payCalls?: unknown[] }).__payCalls ?? []).length).catch(() => 0)
  return { invoked }
}

test.describe("inside WeChat's browser", () => {
  test.use({ userAgent: WECHAT_UA })

  test('去支付 goes through OAuth once, comes back without the code in the address bar, and pays with JSAPI', async ({ page, request }) => {
    const bridge = await inWechat(page, 'ok')
    const before = (await api<{ total: number }>(request, `${ORDERS}?pageNo=1&pageSize=1`)).total
    await page.goto(`${DETAIL}&token=dev-token`)
    await expect(visible(page, '.order-detail__status')).toHaveText('待付款')
    const oauth = page.waitForRequest((r) => r.url().includes('/__admin/wechat/oauth2/authorize'))
    await button(page, '去支付').click()
    expect(new URL((await oauth).url()).searchParams.get('scope')).toBe('snsapi_base')
    // Back on the order: the payment went on by itself and WeChat's notification paid it.
    await expect(visible(page, '.order-detail__status')).toHaveText('待发货')
    expect(page.url()).not.toContain('code=')
    expect(page.url()).toContain('id=3001')
    expect(await bridge.invoked()).toBe(1)
    expect((await api<Order>(request, `${ORDERS}/3001`)).status).toBe('toShip')
    expect((await api<{ total: number }>(request, `${ORDERS}?pageNo=1&pageSize=1`)).total).toBe(before)
  })

  test('a payment the user cancels in WeChat leaves the order unpaid with 去支付', async ({ page, request }) => {
    const bridge = await inWechat(page, 'cancel')
    await page.goto(`${DETAIL}&token=dev-token`)
    await button(page, '去支付').click()
    await expect.poll(bridge.invoked).toBe(1)
    await expect(page.getByText('已取消支付')).toBeVisible()
    await expect(visible(page, '.order-detail__status')).toHaveText('待付款')
    await expect(button(page, '去支付')).toBeVisible()
    expect((await api<Order>(request, `${ORDERS}/3001`)).status).toBe('unpaid')
    // The openid is kept: paying again asks WeChat's bridge at once, no second OAuth.
    const oauth: string[] = []
    page.on('request', (r) => r.url().includes('/oauth2/authorize') && oauth.push(r.url()))
    await button(page, '去支付').click()
    await expect.poll(bridge.invoked).toBe(2)
    expect(oauth).toEqual([])
  })
})

test.describe('in another mobile browser', () => {
  test('WeChat Pay H5: WeChat\'s page, then the return page finds the order paid', async ({ page, request }) => {
    await page.goto(`${DETAIL}&token=dev-token`)
    await button(page, '去支付').click()
    // The development tenant offers its marked step beside WeChat Pay; this user picks WeChat.
    await expect(page.getByText(/模拟支付 ¥[\d.]+（开发环境，不扣款）/)).toBeVisible()
    await page.getByText('微信支付', { exact: true }).click()
    await expect(page.getByText('开发环境模拟页面，不会产生真实扣款或授权')).toBeVisible()
    await page.getByRole('button', { name: '确认支付' }).click()
    await expect(page).toHaveURL(/\/package-mall\/pages\/pay-result\/index\?orderId=3001/)
    await expect(page.getByText('支付成功')).toBeVisible()
    expect((await api<Order>(request, `${ORDERS}/3001`)).status).toBe('toShip')
    await button(page, '查看订单').click()
    await expect(visible(page, '.order-detail__status')).toHaveText('待发货')
  })

  test('WeChat Pay H5 cancelled: the return page says so, and the order still offers 去支付', async ({ page, request }) => {
    await page.goto(`${DETAIL}&token=dev-token`)
    await button(page, '去支付').click()
    await page.getByText('微信支付', { exact: true }).click()
    await page.getByText('取消支付').click()
    await expect(page).toHaveURL(/pay-result\/index\?orderId=3001/)
    // The page reads the order a few times first (WeChat's notice may be late), then says so.
    await expect(page.getByText('正在确认支付结果…')).toBeVisible()
    await expect(page.getByText('尚未查询到支付结果')).toBeVisible({ timeout: 15_000 })
    await button(page, '未支付，返回订单').click()
    await expect(visible(page, '.order-detail__status')).toHaveText('待付款')
    await expect(button(page, '去支付')).toBeVisible()
    expect((await api<Order>(request, `${ORDERS}/3001`)).status).toBe('unpaid')
  })
})
