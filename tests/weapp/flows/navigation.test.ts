// Taps reach React's onClick through Taro's event handler, and the app's navigation goes
// through wx: an entry of mine opens its page, and mine follows what that page changed.
import { DEV_TOKEN, harnessPerFile } from '../harness'

const harness = harnessPerFile()

test('tapping an entry of mine navigates to its page, which opens on the stack', async () => {
  const mine = await harness.launch('pages/mine/mine', `token=${DEV_TOKEN}`)
  await mine.waitForText('每日签到')
  await mine.tap('每日签到')
  expect(mine.mp.state.navigations).toEqual([{ api: 'navigateTo', url: '/package-mine/pages/sign-in/sign-in' }])
  const signIn = await mine.mp.follow()
  expect(mine.mp.stack.map((page) => page.route)).toEqual(['pages/mine/mine', 'package-mine/pages/sign-in/sign-in'])
  await signIn?.waitForText('每日签到')
  expect(mine.mp.errors).toEqual([])
})

test('signed in on the sign-in page, mine shows the new balance when back, without a pull-down', async () => {
  const mine = await harness.launch('pages/mine/mine', `token=${DEV_TOKEN}`)
  await mine.waitForText('2680')
  await mine.tap('每日签到')
  const signIn = (await mine.mp.follow())!
  await signIn.waitForText('签到 +10 积分')
  await signIn.tap('签到 +10 积分')
  await signIn.waitForText('今日已签到')
  // WeChat's own back (the gesture or the capsule): the page goes, mine shows again.
  mine.mp.state.navigations.push({ api: 'navigateBack', delta: 1 })
  await mine.mp.follow()
  expect(mine.mp.stack.map((page) => page.route)).toEqual(['pages/mine/mine'])
  await mine.waitForText('2690')
  expect(mine.text()).not.toContain('2680')
  expect(mine.mp.state.pullDownStops).toBe(0)
  expect(mine.mp.errors).toEqual([])
})
