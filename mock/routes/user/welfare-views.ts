// What the welfare routes share: rows to answers (the society with its counts, my membership
// with my hours per project, a sign-up with its project and slot), my latest application, and
// the plate rule of applying.
import type { Membership, WelfareApplication, WelfareProject, WelfareSignup, WelfareSociety } from '../../../types/api/user-welfare'
import type { Db } from '../../state/db'
import type { WelfareApplicationRow, WelfareMemberRow, WelfareSignupRow } from '../../seed/welfare'
import { maskMobile } from '../lookup'

export { WELFARE_BASE as BASE } from '../../../types/api/user-welfare'

export const memberOf = (db: Db, accountId: number) => db.welfareMembers.find((m) => m.accountId === accountId)

/** My latest application (the newest id), if any. */
export const latestApplication = (db: Db, accountId: number) =>
  db.welfareApplications.filter((a) => a.accountId === accountId).sort((a, b) => b.id - a.id)[0]

export const applicationView = ({ accountId: _a, ...rest }: WelfareApplicationRow): WelfareApplication => rest

const STATE_ORDER: Record<WelfareProject['state'], number> = { recruiting: 0, ongoing: 1, finished: 2 }

/** Members: the offline ones and those with an account; hours: what the projects gathered. Projects open to join first. */
export function societyView(db: Db): WelfareSociety {
  const { name, mission, cover, offlineMembers } = db.welfareSociety
  const projects = [...db.welfareProjects].sort((a, b) => STATE_ORDER[a.state] - STATE_ORDER[b.state] || a.id - b.id)
  return {
    name, mission, cover,
    memberCount: offlineMembers + db.welfareMembers.length,
    totalHours: db.welfareProjects.reduce((n, p) => n + p.doneHours, 0),
    projects,
  }
}

/** My card: volunteer hours are the sum of my hours in the projects I joined. */
export function membershipView(db: Db, row: WelfareMemberRow): Membership {
  const projects = db.welfareHours.filter((h) => h.accountId === row.accountId).map((h) => ({
    id: h.projectId, title: db.welfareProjects.find((p) => p.id === h.projectId)?.title ?? '', hours: h.hours,
  }))
  return {
    memberNo: row.memberNo, realName: row.realName, since: row.since,
    volunteerHours: projects.reduce((n, p) => n + p.hours, 0), projects,
  }
}

/** The province abbreviations of mainland plates. */
export const PLATE_PROVINCES = '京津沪渝冀豫云辽黑湘皖鲁新苏浙赣鄂桂甘晋蒙陕吉闽贵粤青藏川宁琼'
const PROVINCE = `[${PLATE_PROVINCES}]`
/** 京A12345; new-energy 8 characters: D or F right after the city letter (small cars) or last (large vehicles). */
const PLATE = new RegExp(`^${PROVINCE}[A-Z](?:[A-Z0-9]{5}|[DF][A-Z0-9]{5}|[A-Z0-9]{5}[DF])$`)

/** The plate in capitals without spaces around, or null when it is no mainland plate. */
export function normalizePlate(input: string): string | null {
  const plate = input.trim().toUpperCase()
  return PLATE.test(plate) ? plate : null
}

/** A sign-up as its owner sees it: the project's title, place and deadline, the slot, the phone masked. */
export function signupView(db: Db, row: WelfareSignupRow): WelfareSignup {
  const p = db.welfareProjects.find((x) => x.id === row.projectId)
  const slot = p?.slots.find((s) => s.id === row.slotId) ?? { id: row.slotId, start: row.signedAt, end: row.signedAt }
  return {
    id: row.id, projectId: row.projectId, projectTitle: p?.title ?? '', place: p?.place ?? '', slot,
    mobile: maskMobile(row.mobile), state: row.state, hours: row.hours, signedAt: row.signedAt, cancelledAt: row.cancelledAt,
    signupDeadline: p?.signupDeadline ?? row.signedAt,
  }
}
