// The welfare society seed: the society, its projects 601-604 (recruiting, ongoing, finished),
// members and applications, the hours members gave to projects, and the membership agreement.
// User 1 (the dev user) is a member since 200 days ago with hours in two projects; user 4 a
// member since long ago; user 6 waits for the review (6603), user 7 was rejected with the
// reason (6604); user 2 (dev-token-2) never applied. Project 603 recruits: 40 places, 39 taken,
// three time slots on its first two days; sign-ups close by the rule of
// src/features/welfare/signup-rules.ts. Nobody with an account has signed up yet.
import type { RuleDoc, WelfareApplication, WelfareProject, WelfareSignup } from '../../types/api/user'
import { signupDeadlineOf } from '../../src/features/welfare/signup-rules'
import type { Db } from '../state/db'
import { addDays, chinaDay, days, hours, iso } from '../core/time'
import { img } from './img'

/** The society itself; its member count and hours follow from the other tables. */
export interface WelfareSocietyRow {
  name: string
  mission: string
  cover: string
  /** Members who joined offline, before the app had the society (no account here). */
  offlineMembers: number
}

export type WelfareApplicationRow = WelfareApplication & { accountId: number }

export interface WelfareMemberRow {
  accountId: number
  memberNo: string
  realName: string
  since: string
}

/** A member's sign-up for a project (one time slot); `mobile` unmasked, answered masked. */
export interface WelfareSignupRow {
  id: number
  accountId: number
  projectId: number
  slotId: number
  mobile: string
  /** The idempotency key it was created with: a repeat answers this row. */
  requestId: string | null
  state: WelfareSignup['state']
  hours: number | null
  signedAt: string
  cancelledAt: string | null
}

/** Hours a member gave to one project. */
export interface WelfareHoursRow {
  accountId: number
  projectId: number
  hours: number
}

export const WELFARE_OFFLINE_MEMBERS = 1286

/** The member number: FL, the year of joining, and the running number: FL2026-0008. */
export const welfareMemberNo = (since: number, n: number) => `FL${chinaDay(since).slice(0, 4)}-${String(n).padStart(4, '0')}`

export function seedWelfareSociety(): WelfareSocietyRow {
  return {
    name: '星驰车主公益福利社',
    mission: '聚车主之力，行公益之事：用一辆车、一份时间，把温暖送到路上、社区和山区。',
    cover: img('covers', 'welfare-society', '公益福利社'),
    offlineMembers: WELFARE_OFFLINE_MEMBERS,
  }
}

type Project = [id: number, title: string, state: WelfareProject['state'], startDaysAgo: number, targetHours: number, doneHours: number, volunteers: number, place: string, summary: string, places?: number]

const PROJECTS: Project[] = [
  [601, '山区学校图书角', 'ongoing', 60, 800, 526, 64, '云南省怒江州福贡县', '为山区小学搭建图书角，车主志愿者运送图书、整理书架，每月开展一次阅读陪伴。'],
  [602, '城市充电桩文明引导', 'ongoing', 120, 1200, 918, 156, '北京市朝阳区', '在公共充电站引导充满即走、不占油车位，帮助新车主学会扫码充电。'],
  // Recruiting: it starts in 15 days.
  [603, '冬季道路救援志愿队', 'recruiting', -15, 1500, 0, 39, '黑龙江省哈尔滨市', '冰雪季节在城郊路段值守，为抛锚、打滑的车辆提供搭电、拖车联络和暖心补给。', 40],
  [604, '新能源科普进社区', 'finished', 210, 600, 600, 88, '上海市浦东新区', '走进社区讲解新能源车安全用电、家充安装与冬季续航，已走过 24 个社区。'],
]

/** A recruiting project's slots: the start day's morning and afternoon, the next day's morning. */
function slotsOf(id: number, startDate: string): WelfareProject['slots'] {
  const at = (day: string, hh: number) => `${day}T${String(hh).padStart(2, '0')}:00:00+08:00`
  const times: [day: string, from: number, to: number][] = [[startDate, 9, 12], [startDate, 13, 17], [addDays(startDate, 1), 9, 12]]
  return times.map(([day, from, to], i) => ({ id: id * 100 + i + 1, start: at(day, from), end: at(day, to) }))
}

export function seedWelfareProjects(now: number): WelfareProject[] {
  return PROJECTS.map(([id, title, state, ago, targetHours, doneHours, volunteers, place, summary, places]) => {
    const startDate = chinaDay(now - days(ago))
    return {
      id, title, cover: img('covers', `welfare-${id}`, title), summary, targetHours, doneHours, volunteers, state,
      startDate, place, places: places ?? volunteers, signupDeadline: signupDeadlineOf(startDate),
      slots: state === 'recruiting' ? slotsOf(id, startDate) : [],
    }
  })
}

export function seedWelfareApplications(now: number): WelfareApplicationRow[] {
  const decided = (daysAgo: number) => ({ submittedAt: iso(now - days(daysAgo + 2)), reviewedAt: iso(now - days(daysAgo)) })
  return [
    { id: 6601, accountId: 1, state: 'approved', realName: '王小明', mobile: '13800138000', plate: '京AD12345', reason: '想用自己的车和周末时间做点公益，也带孩子一起参加。', ...decided(200), rejectReason: null },
    { id: 6602, accountId: 4, state: 'approved', realName: '张建国', mobile: '13600136000', plate: '粤B8K2M6', reason: '车友群里常组织公益活动，希望有个正式的组织。', ...decided(500), rejectReason: null },
    {
      id: 6603, accountId: 6, state: 'reviewing', realName: '陈思远', mobile: '18600186000', plate: '浙AF56789', reason: '学校想请志愿者来做新能源科普，我愿意牵头联络。',
      submittedAt: iso(now - hours(20)), reviewedAt: null, rejectReason: null,
    },
    {
      id: 6604, accountId: 7, state: 'rejected', realName: '胡小虎', mobile: '17700177000', plate: '川A12345', reason: '想多认识些车友。',
      ...decided(6), rejectReason: '车牌与行驶证信息不一致，请核对后重新提交',
    },
  ]
}

export function seedWelfareMembers(now: number): WelfareMemberRow[] {
  return [
    { accountId: 4, memberNo: welfareMemberNo(now - days(500), 3), realName: '张建国', since: iso(now - days(500)) },
    { accountId: 1, memberNo: welfareMemberNo(now - days(200), 8), realName: '王小明', since: iso(now - days(200)) },
  ]
}

export function seedWelfareSignups(): WelfareSignupRow[] {
  return []
}

export function seedWelfareHours(): WelfareHoursRow[] {
  return [
    { accountId: 1, projectId: 602, hours: 18 },
    { accountId: 1, projectId: 604, hours: 24 },
    { accountId: 4, projectId: 601, hours: 36 },
    { accountId: 4, projectId: 602, hours: 52 },
    { accountId: 4, projectId: 604, hours: 40 },
  ]
}

const p = (text: string) => `<p>${text}</p>`

/** The membership agreement; the last paragraph carries a <script> and an onerror= on purpose (the app must sanitize). */
export function seedWelfareAgreement(now: number): RuleDoc {
  return {
    title: '福利社会员协议',
    updatedAt: iso(now - days(30)),
    html:
      `<h3>一、入社条件</h3>${p('持有中国大陆机动车号牌的星驰车主，年满 18 周岁、实名认证后均可申请加入。')}` +
      `<h3>二、会员权利</h3><ol><li>报名参加福利社组织的公益项目，志愿时长计入会员档案。</li><li>获得电子会员卡与专属会员编号。</li></ol>` +
      `<h3>三、会员义务</h3>${p('遵守项目安排与安全规范，<strong>不得以福利社名义从事商业活动</strong>；个人信息仅用于会员管理。')}` +
      `<h3>四、退出</h3>${p('会员可随时申请退出；违反本协议者，福利社有权取消会员资格。')}` +
      `<script>window.__xss = true</script><p><img src="/static/img/covers/missing.svg" onerror="window.__xss = true" alt="协议配图"></p>`,
  }
}

/** The welfare tables of the seed, gathered so index.ts stays short. */
export function seedWelfareAll(now: number): Pick<Db, 'welfareSociety' | 'welfareProjects' | 'welfareApplications' | 'welfareMembers' | 'welfareHours' | 'welfareSignups' | 'welfareAgreement'> {
  return {
    welfareSociety: seedWelfareSociety(),
    welfareProjects: seedWelfareProjects(now),
    welfareApplications: seedWelfareApplications(now),
    welfareMembers: seedWelfareMembers(now),
    welfareHours: seedWelfareHours(),
    welfareSignups: seedWelfareSignups(),
    welfareAgreement: seedWelfareAgreement(now),
  }
}
