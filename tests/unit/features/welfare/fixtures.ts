import type { Membership, WelfareApplication, WelfareMine, WelfareProject, WelfareSignup, WelfareSociety } from '@api/user'

export const T = '2026-11-20T10:00:00+08:00'

/** Far ahead of any test's clock: sign-ups stay open. */
export const FAR_DEADLINE = '2099-11-29T20:00:00+08:00'
export const SLOTS: WelfareProject['slots'] = [
  { id: 60101, start: '2099-12-01T09:00:00+08:00', end: '2099-12-01T12:00:00+08:00' },
  { id: 60102, start: '2099-12-01T13:00:00+08:00', end: '2099-12-01T17:00:00+08:00' },
]

export const project = (id: number, state: WelfareProject['state'], extra: Partial<WelfareProject> = {}): WelfareProject => ({
  id, title: `项目${id}`, cover: `p${id}.svg`, summary: `项目${id}的简介`, targetHours: 200, doneHours: 50, volunteers: 12, state,
  startDate: '2026-12-01', place: '深圳市南山区', places: 40, signupDeadline: FAR_DEADLINE, slots: SLOTS, ...extra,
})

export const SOCIETY: WelfareSociety = {
  name: '星驰车主公益福利社', mission: '让每一次出行都带去温暖', cover: 'society.svg', memberCount: 1280, totalHours: 5600,
  projects: [project(601, 'recruiting'), project(602, 'ongoing', { doneHours: 300 }), project(603, 'finished', { doneHours: 200 })],
}

export const MEMBERSHIP: Membership = {
  memberNo: 'FL2026-0008', realName: '王小明', since: T, volunteerHours: 36,
  projects: [{ id: 602, title: '项目602', hours: 20 }, { id: 603, title: '项目603', hours: 16 }],
}

export const application = (state: WelfareApplication['state'], extra: Partial<WelfareApplication> = {}): WelfareApplication => ({
  id: 9, state, realName: '陈远航', mobile: '13800138000', plate: '粤BD12345', reason: '想和车友一起做公益',
  submittedAt: T, reviewedAt: state === 'reviewing' ? null : T, rejectReason: state === 'rejected' ? '车牌信息有误' : null, ...extra,
})

export const mine = (membership: Membership | null, app: WelfareApplication | null = null): WelfareMine => ({ membership, application: app })

export const signup = (id: number, state: WelfareSignup['state'], extra: Partial<WelfareSignup> = {}): WelfareSignup => ({
  id, projectId: 601, projectTitle: '项目601', place: '深圳市南山区', slot: SLOTS[0], mobile: '138****8000', state,
  hours: state === 'completed' ? 3 : null, signedAt: T, cancelledAt: state === 'cancelled' ? T : null, signupDeadline: FAR_DEADLINE, ...extra,
})
