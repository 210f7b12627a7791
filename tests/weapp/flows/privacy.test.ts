// WeChat's privacy authorization (issue 36) on the dealer page, which locates the user on open:
// WeChat holds getLocation and asks the app, whose own popup (shared/wx-privacy, in the screen's
// frame) shows before any fix; 同意 (open-type agreePrivacyAuthorization) lets the call through
// to the located city's dealers; 拒绝 fails it with errno 104 and leaves the page usable on the
// network city (the dev map host places 127.0.0.1 in Beijing) with a hint that says why. The
// other flows launch with privacy agreed, WeChat's state once a user has agreed.
import { harnessPerFile, type PageHandle } from '../harness'

const STORES = 'package-car/pages/choice-stores/choice-stores'
const harness = harnessPerFile()

async function openAsked(): Promise<PageHandle> {
  const page = await harness.launch(STORES, '', (state) => {
    state.privacyAgreed = false
  })
  await page.waitForText('隐私保护提示')
  return page
}

test('the popup asks before getLocation answers, names what it is for and links the privacy policy', async () => {
  const page = await openAsked()
  const { state } = page.mp
  expect(state.privacyAsked).toEqual(['getLocation'])
  expect([state.privacyHeld, state.locationFixes]).toEqual([1, 0])
  expect(page.text()).toContain('此功能需要使用你的位置信息，用于显示附近的门店与充电桩，并计算距离。请阅读')
  expect(page.text()).toContain('《隐私政策》')
  // The agree button is WeChat's own, so WeChat records the agreement.
  const agree = page.find('button').find((node) => page.attributes(node).id === 'wx-privacy-agree')
  expect(agree && page.attributes(agree)['open-type']).toBe('agreePrivacyAuthorization')
  await page.tap('《隐私政策》')
  expect(state.navigations).toEqual([{ api: 'navigateTo', url: '/package-mine/pages/agreement/agreement?kind=privacy' }])
  // The policy opens without the popup over it; the question still waits on the dealer page.
  const policy = (await page.mp.follow())!
  await policy.waitForText('星驰汽车隐私政策')
  expect(policy.text()).not.toContain('隐私保护提示')
  expect(state.privacyHeld).toBe(1)
  expect(page.mp.errors).toEqual([])
})

test('同意: the held call goes through, the popup closes and the located city shows its dealers', async () => {
  const page = await openAsked()
  await page.tap('同意')
  const { state } = page.mp
  expect(state.privacyAgreeTaps).toEqual(['wx-privacy-agree'])
  expect([state.privacyAgreed, state.privacyHeld]).toEqual([true, 0])
  await page.waitForText('星驰汽车上海徐汇店')
  expect(state.locationFixes).toBeGreaterThanOrEqual(1)
  expect(page.text()).toContain('上海市')
  expect(page.text()).not.toContain('隐私保护提示')
  expect(page.text()).not.toContain('未授权位置信息')
  expect(page.mp.errors).toEqual([])
})

test('拒绝: the call fails, the page stays usable on the network city and says what needs the location', async () => {
  const page = await openAsked()
  await page.tap('拒绝')
  const { state } = page.mp
  expect([state.privacyAgreed, state.privacyHeld, state.locationFixes]).toEqual([false, 0, 0])
  await page.waitForText('未授权位置信息，已按网络定位（北京市）估算距离。查看离您最近的门店需要使用位置信息')
  await page.waitForText('星驰汽车北京东城中心店')
  expect(page.text()).not.toContain('隐私保护提示')
  expect(page.text()).not.toContain('加载失败')
  expect(state.toasts).toEqual([])
  // Still usable: another city can be picked.
  await page.tap('北京市')
  expect(state.navigations.at(-1)).toEqual({ api: 'navigateTo', url: '/package-car/pages/city-select/index' })
  expect(page.mp.errors).toEqual([])
  expect(page.mp.logs.filter((line) => line.startsWith('error:'))).toEqual([])
})
