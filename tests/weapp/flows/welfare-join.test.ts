// Joining a welfare project in the mini-program (issue 38): on the project's page a member picks
// a time slot (the phone shown masked) and signs up once; 我的福利社 lists the sign-up, and
// cancelling asks WeChat's modal first, then gives the place back.
import { DEV_TOKEN, harnessPerFile } from '../harness'

const harness = harnessPerFile()

test('a member signs up for project 603 with a slot, sees it in 我的福利社, and cancels after the modal', async () => {
  // Seed: 603 recruits, 40 places, 39 taken; the dev user is a member with phone 13800138000.
  const page = await harness.launch('pages/welfareShare/index', `projectId=603&token=${DEV_TOKEN}`)
  await page.waitForText('冬季道路救援志愿队')
  await page.waitForText('剩余 1 个名额')
  await page.tap('我要报名')
  await page.waitForText('138****8000')
  expect(page.text()).not.toContain('13800138000')
  await page.tap('13:00-17:00')
  const from = page.mp.state.requests.length
  await page.tap('确认报名')
  const sent = await page.waitForRequest('/signups', from)
  expect([sent.method, sent.status]).toEqual(['POST', 200])
  expect(JSON.parse(sent.body ?? '{}')).toEqual({ requestId: expect.stringMatching(/^[0-9A-Za-z_-]{8,64}$/), slotId: 60302 })
  await page.waitForText('你已报名')
  expect(page.mp.state.requests.slice(from).filter((r) => r.method === 'POST' && r.path.includes('/signups'))).toHaveLength(1)

  await page.tap('查看我的报名')
  expect(page.mp.state.navigations.at(-1)).toEqual({ api: 'navigateTo', url: '/pages/welfare/check' })
  const mine = (await page.mp.follow())!
  await mine.waitForText('我的报名')
  await mine.waitForText('已报名')
  await mine.tap('取消报名')
  expect(page.mp.state.modals.at(-1)).toMatchObject({ title: '取消报名', content: expect.stringContaining('冬季道路救援志愿队') })
  await mine.waitForText('已取消')
  const project = await harness.server.send({ method: 'GET', path: '/user/web/user/welfare/projects/603' })
  expect(project.json.data.volunteers).toBe(39)
  expect(page.mp.errors).toEqual([])
})
