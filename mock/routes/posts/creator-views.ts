// What the creator routes share: rows to answers (profile with totals and level, work with its
// topic and activity names, activity with its state by time, reward without its owner).
import type {
  CreatorActivityState, CreatorActivitySummary, CreatorApplication, CreatorProfile, CreatorWork, MyReward,
} from '../../../types/api/posts-creator'
import { must } from '../../core/api-error'
import type { Db } from '../../state/db'
import { CREATOR_LEVELS, type CreatorApplicationRow, type CreatorProfileRow } from '../../seed/creator'
import type { CreatorActivityRow, CreatorRewardRow } from '../../seed/creator-activities'
import type { CreatorWorkRow } from '../../seed/creator-works'
import { maskMobile, userById } from '../lookup'

export { CREATOR_BASE as BASE } from '../../../types/api/posts-creator'

export const creatorOf = (db: Db, accountId: number) => db.creatorProfiles.find((p) => p.accountId === accountId)

const published = (db: Db, accountId: number) => db.creatorWorks.filter((w) => w.accountId === accountId && w.state === 'published')

export function profileView(db: Db, row: CreatorProfileRow): CreatorProfile {
  const user = userById(db, row.accountId)
  const at = CREATOR_LEVELS.filter((l) => l.exp <= row.exp).pop() ?? CREATOR_LEVELS[0]
  const next = CREATOR_LEVELS.find((l) => l.level === at.level + 1) ?? null
  const works = published(db, row.accountId)
  const sum = (key: 'views' | 'likes' | 'comments') => works.reduce((n, w) => n + w[key], 0)
  return {
    accountId: row.accountId, displayName: user.displayName, avatarUrl: user.avatarUrl, intro: row.intro,
    level: at.level, levelName: at.name, exp: row.exp, levelExp: at.exp, nextLevelExp: next?.exp ?? null, nextLevelName: next?.name ?? null,
    joinedAt: row.joinedAt,
    totals: { works: works.length, views: sum('views'), likes: sum('likes'), comments: sum('comments'), followers: user.fansNum },
  }
}

export const applicationView = ({ accountId: _a, ...rest }: CreatorApplicationRow): CreatorApplication => rest

/** My latest application (the newest id), if any. */
export const latestApplication = (db: Db, accountId: number) =>
  db.creatorApplications.filter((a) => a.accountId === accountId).sort((a, b) => b.id - a.id)[0]

export function workView(db: Db, row: CreatorWorkRow, now: number): CreatorWork {
  const { accountId: _a, ...rest } = row
  const activity = row.activityId === null ? undefined : db.creatorActivities.find((a) => a.id === row.activityId)
  return {
    ...rest,
    video: row.video ?? null,
    topicName: row.topicId === null ? null : (db.topics.find((t) => t.id === row.topicId)?.name ?? null),
    activityTitle: activity?.title ?? null,
    activityOpen: activity ? activityState(activity, now) === 'open' : null,
  }
}

/** A rejected work sent again is replaced by its new version: lists show the newest of each work. */
export const isReplaced = (db: Db, row: CreatorWorkRow) => db.creatorWorks.some((w) => w.previousId === row.id)

/** The versions before `row`, newest first. */
export function earlierVersions(db: Db, row: CreatorWorkRow): CreatorWorkRow[] {
  const out: CreatorWorkRow[] = []
  for (let at = row.previousId; at !== null; ) {
    const before = db.creatorWorks.find((w) => w.id === at)
    if (!before) break
    out.push(before)
    at = before.previousId
  }
  return out
}

/** Newest first; a work submitted just now comes before older ones of the same second by id. */
export const newestFirst = (a: CreatorWorkRow, b: CreatorWorkRow) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id

export function activityState(row: CreatorActivityRow, now: number): CreatorActivityState {
  if (now < Date.parse(row.startTime)) return 'upcoming'
  if (now < Date.parse(row.deadline)) return 'open'
  if (now < Date.parse(row.announceTime)) return 'judging'
  return 'ended'
}

export const activityRow = (db: Db, id: number) => must(db.creatorActivities.find((a) => a.id === id), '活动')

/** Works that count for an activity: sent, and neither refused nor withdrawn (a draft is not sent yet). */
const counts = (w: CreatorWorkRow) => w.state === 'reviewing' || w.state === 'published'

const workCount = (db: Db, row: CreatorActivityRow) => row.entries + db.creatorWorks.filter((w) => w.activityId === row.id && counts(w)).length

export function activitySummary(db: Db, row: CreatorActivityRow, now: number): CreatorActivitySummary {
  const { id, title, theme, cover, startTime, deadline, announceTime } = row
  return { id, title, theme, cover, startTime, deadline, announceTime, state: activityState(row, now), workCount: workCount(db, row) }
}

export const rewardView = ({ accountId: _a, ...rest }: CreatorRewardRow): MyReward => rest

/** Who, phone masked, where: the region once (Beijing is its own city) and the detail. */
export function shipToOf(a: Db['addresses'][number]): NonNullable<MyReward['shipTo']> {
  const city = a.cityName === a.provinceName ? '' : a.cityName
  return { addressId: a.id, receiverName: a.receiverName, mobile: maskMobile(a.mobile), address: `${a.provinceName}${city}${a.districtName}${a.detailAddress}` }
}
