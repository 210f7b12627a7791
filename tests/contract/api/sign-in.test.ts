import { getSignCalendar, getSignInBanners, getTaskProgress, loadTask, startTaskEvent } from '@/features/sign-in/api'
import { getPointDetail } from '@/entities/points/api'
import { clearSession } from '@/core/session'
import { setupApiServer } from '../support/api-server'

const api = setupApiServer()
// Swallowed failures are still noted for developers (console.warn); keep the test output clean.
let warn: jest.SpyInstance
beforeEach(() => {
  warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined)
})
afterEach(() => warn.mockRestore())

test('the sign-in task has an id and a rule; its progress says today is not signed yet', async () => {
  const task = await loadTask()
  if (!task) throw new Error('task not loaded')
  expect(task.taskRuleDesc).toContain('签到')
  expect(task.eventCode).toBe('SJ50001')
  const progress = await getTaskProgress(task.id)
  expect(progress).toMatchObject({ taskId: task.id, completed: false, continuousDays: 3 })
})

test('the calendar of this month, and of a given month', async () => {
  const calendar = await getSignCalendar()
  if (!calendar) throw new Error('calendar not loaded')
  expect(calendar.today.startsWith(calendar.month)).toBe(true)
  expect(calendar.signedToday).toBe(false)
  const earlier = await getSignCalendar('2020-01')
  expect(earlier).toMatchObject({ month: '2020-01', signedDays: [] })
})

test('signing in gives the task reward once; a second sign-in the same day gives false', async () => {
  const before = (await getPointDetail())!.point
  const task = (await loadTask()) as { rewardPoint: number }
  const result = await startTaskEvent()
  if (!result) throw new Error('sign-in refused')
  expect(result).toMatchObject({ eventCode: 'SJ50001', rewardPoint: task.rewardPoint, point: before + task.rewardPoint, continuousDays: 4 })
  await expect(startTaskEvent()).resolves.toBe(false)
  expect((await getPointDetail())!.point).toBe(before + task.rewardPoint)
  const calendar = await getSignCalendar()
  expect(calendar && calendar.signedToday).toBe(true)
  expect(api.toasts).toEqual([])
})

test('task call failures are swallowed as false without a toast (spec §8)', async () => {
  for (const path of ['/user/web/task/tasks/load-one', '/user/web/task/tasks/user/progress', '/user/web/task/sign-in/calendar', '/user/web/task/tasks/event-start']) {
    await api.send({ method: 'POST', path: '/__faults', json: { method: '*', path, status: 500 } })
  }
  await expect(loadTask()).resolves.toBe(false)
  await expect(getTaskProgress(1)).resolves.toBe(false)
  await expect(getSignCalendar()).resolves.toBe(false)
  await expect(startTaskEvent()).resolves.toBe(false)
  expect(api.toasts).toEqual([])
  expect(warn).toHaveBeenCalledTimes(4)
})

test('an unknown event code is refused as false', async () => {
  await expect(startTaskEvent('NOPE00000')).resolves.toBe(false)
})

test('the sign-in banners need no account and link to app pages', async () => {
  clearSession()
  const banners = await getSignInBanners()
  expect(banners.length).toBeGreaterThan(1)
  for (const b of banners) expect(b.linkUrl).toMatch(/^\/(pages|package-)/)
})
