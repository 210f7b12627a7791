// The session in the mini-program (spec §4, §8): the token comes with the launch query and is
// stored; a token the server refuses sends the user to the mini-program's login page.
import { DEV_TOKEN, harnessPerFile } from '../harness'

const MINE = 'pages/mine/mine'
const harness = harnessPerFile()

test('the token of the launch query is stored and sent with every call', async () => {
  const page = await harness.launch(MINE, `token=${DEV_TOKEN}`)
  await page.waitForText('车主小王')
  expect(page.mp.state.storage.get('token')).toBe(DEV_TOKEN)
  expect(page.mp.state.storage.get('loginStatus')).toBe(true)
  const calls = page.mp.state.requests.filter((r) => r.path.startsWith('/user/'))
  expect(calls.length).toBeGreaterThan(0)
  for (const call of calls) expect(call.path).toContain(`access_token=${DEV_TOKEN}`)
})

test('access_token in the launch query works too', async () => {
  const page = await harness.launch(MINE, `access_token=${DEV_TOKEN}`)
  await page.waitForText('车主小王')
  expect(page.mp.state.storage.get('token')).toBe(DEV_TOKEN)
})

test('without a token nothing is stored and mine asks to log in', async () => {
  const page = await harness.launch(MINE)
  await page.waitForText('登录后查看积分')
  expect(page.mp.state.storage.has('token')).toBe(false)
  expect(page.mp.state.requests.filter((r) => r.path.includes('/user/current/details'))).toEqual([])
})

test('a refused token (401) clears the session and redirects to the login page, which opens', async () => {
  const page = await harness.launch(MINE, 'token=unknown-token')
  await page.settle()
  expect(page.mp.state.requests.find((r) => r.path.includes('/user/current/details'))?.status).toBe(401)
  expect(page.mp.state.navigations).toEqual([{ api: 'redirectTo', url: '/pages/login/index?redirect=%2Fpages%2Fmine%2Fmine' }])
  expect(page.mp.state.storage.has('token')).toBe(false)
  expect(page.mp.state.storage.get('loginStatus')).toBe(false)
  const login = await page.mp.follow()
  expect(login?.route).toBe('pages/login/index')
  expect(page.mp.stack.map((p) => p.route)).toEqual(['pages/login/index'])
  await login?.waitForText('登录')
  expect(page.mp.errors).toEqual([])
})
