import { deadlineText, projectJoin, signupState, slotText } from '@/features/welfare/labels'
import { cancelRefusal, placesLeft, REFUSAL, signupDeadlineOf, signupRefusal } from '@/features/welfare/signup-rules'
import { application, MEMBERSHIP, mine, project, signup, SLOTS } from './fixtures'

const NOW = Date.parse('2026-11-20T10:00:00+08:00')

test('sign-ups close at 20:00 two days before the start day (China time), across a month end', () => {
  expect(signupDeadlineOf('2026-12-01')).toBe('2026-11-29T20:00:00+08:00')
  expect(signupDeadlineOf('2027-03-01')).toBe('2027-02-27T20:00:00+08:00')
  expect(deadlineText('2026-11-29T20:00:00+08:00')).toBe('11月29日 20:00')
})

test('a project may be joined while recruiting, before its deadline, with places left', () => {
  const open = project(603, 'recruiting', { places: 40, volunteers: 39, signupDeadline: '2026-11-29T20:00:00+08:00' })
  expect(placesLeft(open)).toBe(1)
  expect(signupRefusal(open, NOW)).toBe('')
  expect(signupRefusal({ ...open, volunteers: 40 }, NOW)).toBe(REFUSAL.full)
  expect(signupRefusal({ ...open, volunteers: 41 }, NOW)).toBe('名额已满')
  expect(placesLeft({ ...open, volunteers: 41 })).toBe(0)
  expect(signupRefusal(open, Date.parse('2026-11-29T20:00:00+08:00'))).toBe('报名已截止')
  expect(signupRefusal({ ...open, state: 'ongoing' }, NOW)).toBe('项目不在招募中')
})

test('a signed sign-up may be cancelled before the deadline; a completed one never; a cancelled one repeats quietly', () => {
  const s = signup(1, 'signed', { signupDeadline: '2026-11-29T20:00:00+08:00' })
  expect(cancelRefusal(s, NOW)).toBe('')
  expect(cancelRefusal(s, Date.parse('2026-11-30T00:00:00+08:00'))).toBe('报名已截止，无法取消')
  expect(cancelRefusal({ ...s, state: 'completed' }, NOW)).toBe('已记录志愿时长，无法取消')
  expect(cancelRefusal({ ...s, state: 'cancelled' }, Date.parse('2026-12-30T00:00:00+08:00'))).toBe('')
})

test('slots and sign-up states in words', () => {
  expect(slotText(SLOTS[0])).toBe('12月1日 09:00-12:00')
  expect(slotText({ start: '2026-12-01T20:00:00+08:00', end: '2026-12-02T08:00:00+08:00' })).toBe('12月1日 20:00 - 12月2日 08:00')
  expect(signupState(signup(1, 'signed'), NOW)).toEqual(['已报名', 'accent'])
  expect(signupState(signup(1, 'signed'), Date.parse('2100-01-01T00:00:00+08:00'))).toEqual(['待记录时长', 'warning'])
  expect(signupState(signup(1, 'cancelled'), NOW)).toEqual(['已取消', 'muted'])
  expect(signupState(signup(1, 'completed'), NOW)).toEqual(['已完成', 'success'])
})

test('the project page offers: a login, apply first, the review, my sign-up, why not, or the form', () => {
  const p = project(601, 'recruiting', { volunteers: 30 })
  expect(projectJoin(p, false, undefined, undefined, NOW).kind).toBe('login')
  expect(projectJoin(p, true, undefined, [], NOW).kind).toBe('loading')
  expect(projectJoin(p, true, mine(null), [], NOW)).toMatchObject({ kind: 'apply', text: expect.stringContaining('先加入福利社') })
  expect(projectJoin(p, true, mine(null, application('rejected')), [], NOW).kind).toBe('apply')
  expect(projectJoin(p, true, mine(null, application('reviewing')), [], NOW).kind).toBe('reviewing')
  expect(projectJoin(p, true, mine(MEMBERSHIP), [], NOW)).toEqual({ kind: 'open', text: '剩余 10 个名额 · 11月29日 20:00 截止报名' })
  // A cancelled sign-up holds nothing: the form again.
  expect(projectJoin(p, true, mine(MEMBERSHIP), [signup(1, 'cancelled')], NOW).kind).toBe('open')
  expect(projectJoin(p, true, mine(MEMBERSHIP), [signup(2, 'signed')], NOW)).toMatchObject({ kind: 'signed', text: '你已报名：12月1日 09:00-12:00' })
  // Full: said to members and to friends who are not one yet; my own sign-up still shows.
  const full = { ...p, volunteers: 40 }
  expect(projectJoin(full, true, mine(null), [], NOW)).toEqual({ kind: 'closed', text: '名额已满' })
  expect(projectJoin(full, true, mine(MEMBERSHIP), [signup(2, 'signed')], NOW).kind).toBe('signed')
})
