// Welfare projects a member can join (issue 38): sign up (one slot, the member's phone masked,
// once per requestId), my sign-ups, cancel before the deadline, the organiser's hours on the
// member card, and the refusals: not a member, a second sign-up, a full project, after the deadline.
import { cancelSignup, getMySignups, getMyWelfare, getProject, getSociety, signUpProject } from '@/features/welfare/api'
import { setToken } from '@/core/session'
import { setupApiServer } from '../support/api-server'

const api = setupApiServer()

const PROJECT = 603
const SLOT = 60301
const admin = (path: string, json?: unknown) => api.send({ method: 'POST', path, json })
const hours = (id: number, h: number) => admin(`/__admin/welfare/signups/${id}/hours`, { hours: h })

/** User 2 applies and is approved: a member with no sign-ups. */
async function makeUser2Member(): Promise<void> {
  setToken('dev-token-2')
  const applied = await api.send({
    method: 'POST', path: '/user/web/user/welfare/applications', token: 'dev-token-2',
    json: { realName: '李明', mobile: '13900139000', plate: '粤BD12345', reason: '周末有空，想参加道路救援。', consent: true },
  })
  await admin(`/__admin/welfare/applications/${applied.json.data.id}/review`, { approve: true })
}

test('the recruiting project carries its places, slots and deadline; the others are closed to sign-ups', async () => {
  const p = await getProject(PROJECT)
  expect(p).toMatchObject({ state: 'recruiting', places: 40, volunteers: 39, slots: [{ id: 60301 }, { id: 60302 }, { id: 60303 }] })
  expect(p.signupDeadline).toMatch(/T20:00:00\+08:00$/)
  expect(Date.parse(p.signupDeadline)).toBeGreaterThan(Date.now())
  expect(Date.parse(p.signupDeadline)).toBeLessThan(Date.parse(`${p.startDate}T00:00:00+08:00`))
  expect((await getProject(601)).slots).toEqual([])
  await expect(signUpProject(601, { requestId: 'contract-ongoing-1', slotId: SLOT })).rejects.toMatchObject({ status: 409, message: '项目不在招募中' })
})

test('a member signs up once per requestId with the phone masked; a second sign-up is refused; cancel gives the place back, and joining again works', async () => {
  expect(await getMySignups()).toEqual([])
  const first = await signUpProject(PROJECT, { requestId: 'contract-signup-1', slotId: SLOT })
  expect(first).toMatchObject({ projectId: PROJECT, projectTitle: '冬季道路救援志愿队', slot: { id: SLOT }, mobile: '138****8000', state: 'signed', hours: null, cancelledAt: null })
  // A retry after a lost answer: the same sign-up, the place taken once.
  expect(await signUpProject(PROJECT, { requestId: 'contract-signup-1', slotId: SLOT })).toEqual(first)
  expect((await getProject(PROJECT)).volunteers).toBe(40)
  await expect(signUpProject(PROJECT, { requestId: 'contract-signup-2', slotId: 60302 })).rejects.toMatchObject({ status: 409, message: '已报名该项目' })
  expect(await getMySignups()).toEqual([first])
  expect((await getSociety()).projects.find((p) => p.id === PROJECT)?.volunteers).toBe(40)

  const cancelled = await cancelSignup(first.id)
  expect(cancelled).toMatchObject({ id: first.id, state: 'cancelled', cancelledAt: expect.any(String) })
  expect(await cancelSignup(first.id)).toEqual(cancelled) // a repeat changes nothing twice
  expect((await getProject(PROJECT)).volunteers).toBe(39)

  const again = await signUpProject(PROJECT, { requestId: 'contract-signup-3', slotId: 60303, mobile: '13912345678' })
  expect(again).toMatchObject({ state: 'signed', slot: { id: 60303 }, mobile: '139****5678' })
  expect(again.id).not.toBe(first.id)
  expect((await getMySignups()).map((s) => [s.id, s.state])).toEqual([[again.id, 'signed'], [first.id, 'cancelled']])
})

test('refusals: not a member, a full project, a bad slot, another member\'s sign-up', async () => {
  setToken('dev-token-2')
  await expect(signUpProject(PROJECT, { requestId: 'contract-nomember-1', slotId: SLOT })).rejects.toMatchObject({ status: 409, message: '加入福利社后才能报名' })
  setToken('dev-token')
  const mine = await signUpProject(PROJECT, { requestId: 'contract-last-place', slotId: SLOT }) // the last place
  await makeUser2Member()
  setToken('dev-token-2')
  await expect(signUpProject(PROJECT, { requestId: 'contract-full-1', slotId: SLOT })).rejects.toMatchObject({ status: 409, message: '名额已满' })
  await expect(cancelSignup(mine.id)).rejects.toMatchObject({ status: 404, message: '报名记录不存在' })
  setToken('dev-token')
  await cancelSignup(mine.id)
  setToken('dev-token-2')
  await expect(signUpProject(PROJECT, { requestId: 'contract-slot-1', slotId: 60101 })).rejects.toMatchObject({ status: 400, message: '请选择有效的报名时段' })
  expect(await signUpProject(PROJECT, { requestId: 'contract-user2-1', slotId: SLOT })).toMatchObject({ state: 'signed', mobile: '139****9000' })
  await expect(signUpProject(999, { requestId: 'contract-unknown-1', slotId: SLOT })).rejects.toMatchObject({ status: 404, message: '公益项目不存在' })
  const bad = await api.send({ method: 'POST', path: `/user/web/user/welfare/projects/${PROJECT}/signups`, token: 'dev-token', json: { requestId: 'x', slotId: SLOT } })
  expect(bad.json).toMatchObject({ status: 400, message: '参数 requestId 缺少有效的请求标识' })
  expect((await api.send({ method: 'POST', path: `/user/web/user/welfare/projects/${PROJECT}/signups`, json: { requestId: 'contract-anon-1', slotId: SLOT } })).status).toBe(401)
})

test('after the deadline: no sign-up, and a sign-up made before can no longer be cancelled', async () => {
  const s = await signUpProject(PROJECT, { requestId: 'contract-deadline-1', slotId: SLOT })
  expect((await admin(`/__admin/welfare/projects/${PROJECT}/close-signup`)).json.data.signupDeadline).toEqual(expect.any(String))
  await expect(cancelSignup(s.id)).rejects.toMatchObject({ status: 409, message: '报名已截止，无法取消' })
  await makeUser2Member()
  setToken('dev-token-2')
  await expect(signUpProject(PROJECT, { requestId: 'contract-deadline-2', slotId: SLOT })).rejects.toMatchObject({ status: 409, message: '报名已截止' })
  expect((await admin('/__admin/welfare/projects/601/close-signup')).json).toMatchObject({ status: 409, message: '项目不在招募中' })
})

test('the organiser records hours: they show on the member card and the project; setting them again replaces them', async () => {
  const before = (await getMyWelfare()).membership
  expect(before?.volunteerHours).toBe(42)
  const s = await signUpProject(PROJECT, { requestId: 'contract-hours-1', slotId: SLOT })
  expect((await hours(s.id, 3)).json.data).toMatchObject({ id: s.id, state: 'completed', hours: 3 })
  expect((await hours(s.id, 3)).json.data).toMatchObject({ state: 'completed', hours: 3 }) // a repeat: nothing twice
  let card = (await getMyWelfare()).membership
  expect(card?.volunteerHours).toBe(45)
  expect(card?.projects).toContainEqual({ id: PROJECT, title: '冬季道路救援志愿队', hours: 3 })
  expect((await getProject(PROJECT)).doneHours).toBe(3)
  await hours(s.id, 4)
  card = (await getMyWelfare()).membership
  expect(card?.volunteerHours).toBe(46)
  expect((await getMySignups())[0]).toMatchObject({ state: 'completed', hours: 4 })
  await expect(cancelSignup(s.id)).rejects.toMatchObject({ status: 409, message: '已记录志愿时长，无法取消' })
  await expect(signUpProject(PROJECT, { requestId: 'contract-hours-2', slotId: SLOT })).rejects.toMatchObject({ status: 409, message: '已报名该项目' })

  expect((await hours(424242, 3)).json).toMatchObject({ status: 404, message: '报名记录不存在' })
  expect((await hours(s.id, 0)).status).toBe(400)
  expect((await hours(s.id, 25)).status).toBe(400)
})

test('a cancelled sign-up gets no hours; the account reset clears sign-ups and gives the places back', async () => {
  const s = await signUpProject(PROJECT, { requestId: 'contract-reset-1', slotId: SLOT })
  await cancelSignup(s.id)
  expect((await hours(s.id, 3)).json).toMatchObject({ status: 409, message: '该报名已取消，不能记录时长' })
  await signUpProject(PROJECT, { requestId: 'contract-reset-2', slotId: SLOT })
  expect((await getProject(PROJECT)).volunteers).toBe(40)
  await admin('/__admin/welfare/accounts/1/reset')
  expect((await getProject(PROJECT)).volunteers).toBe(39)
  expect(await getMySignups()).toEqual([])
})
