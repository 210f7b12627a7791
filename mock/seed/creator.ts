// Creator centre seed: who is a creator and the applications. User 1 (the dev user) is an
// approved creator at level 3 on the way to 4; user 4 is a level-4 creator (he wins in the
// activities); user 2 (dev-token-2) is not a creator and never applied, so a test can apply as
// them; user 5 was rejected (with the reason) and user 6 waits for the review.
import type { BoundAccount, ReviewState } from '../../types/api/posts-creator'
import type { Db } from '../state/db'
import { days, hours, iso } from '../core/time'
import { seedCreatorActivities, seedCreatorRewards } from './creator-activities'
import { seedLessonCategories, seedLessons } from './creator-lessons'
import { creatorDailyStats, seedCreatorWorks } from './creator-works'
import { img } from './img'

export interface CreatorProfileRow {
  accountId: number
  intro: string
  /** Growth points; the level follows from them (CREATOR_LEVELS). */
  exp: number
  joinedAt: string
}

export interface CreatorApplicationRow {
  id: number
  accountId: number
  state: ReviewState
  accounts: BoundAccount[]
  submittedAt: string
  reviewedAt: string | null
  rejectReason: string | null
}

/** The levels and the growth points each starts at. */
export const CREATOR_LEVELS = [
  { level: 1, name: '见习创作者', exp: 0 },
  { level: 2, name: '新锐创作者', exp: 500 },
  { level: 3, name: '优质创作者', exp: 1500 },
  { level: 4, name: '资深创作者', exp: 4000 },
  { level: 5, name: '金牌创作者', exp: 10000 },
] as const

const shot = (name: string) => img('covers', `creator-shot-${name}`, '主页截图')

export function seedCreatorProfiles(now: number): CreatorProfileRow[] {
  return [
    { accountId: 1, intro: '星驰 S7 车主，记录自驾、露营和用车心得，偶尔拍拍车。', exp: 2860, joinedAt: iso(now - days(142)) },
    { accountId: 4, intro: '五年电车老司机，专注充电与续航实测。', exp: 6320, joinedAt: iso(now - days(400)) },
  ]
}

export function seedCreatorApplications(now: number): CreatorApplicationRow[] {
  return [
    {
      id: 1, accountId: 1, state: 'approved', submittedAt: iso(now - days(145)), reviewedAt: iso(now - days(142)), rejectReason: null,
      accounts: [
        { platform: 'douyin', accountName: '车主小王的自驾日记', followers: 12800, screenshot: shot('1-douyin') },
        { platform: 'xiaohongshu', accountName: 'https://www.xiaohongshu.com/user/profile/xiaowang', followers: 3560, screenshot: shot('1-xhs') },
      ],
    },
    {
      id: 2, accountId: 4, state: 'approved', submittedAt: iso(now - days(403)), reviewedAt: iso(now - days(400)), rejectReason: null,
      accounts: [{ platform: 'bilibili', accountName: '电车老张', followers: 86000, screenshot: shot('4-bili') }],
    },
    {
      id: 3, accountId: 5, state: 'rejected', submittedAt: iso(now - days(9)), reviewedAt: iso(now - days(7)), rejectReason: '截图与绑定账号不一致，请上传该账号主页的完整截图后重新提交',
      accounts: [{ platform: 'weibo', accountName: '露营的阿May', followers: 920, screenshot: shot('5-weibo') }],
    },
    {
      id: 4, accountId: 6, state: 'reviewing', submittedAt: iso(now - hours(20)), reviewedAt: null, rejectReason: null,
      accounts: [{ platform: 'channels', accountName: '杭州小陈的云境日常', followers: 2400, screenshot: shot('6-channels') }],
    },
  ]
}

/** The creator tables of the seed, gathered so index.ts stays short. */
export function seedCreatorAll(now: number): Pick<
  Db,
  'creatorProfiles' | 'creatorApplications' | 'creatorWorks' | 'creatorStats' | 'lessonCategories' | 'lessons' | 'lessonsFinished' |
  'lessonProgress' | 'creatorActivities' | 'creatorRewards'
> {
  const lessons = seedLessons()
  return {
    creatorProfiles: seedCreatorProfiles(now),
    creatorApplications: seedCreatorApplications(now),
    creatorWorks: seedCreatorWorks(now),
    creatorStats: creatorDailyStats(now).map((d) => ({ ...d, accountId: 1 })),
    lessonCategories: seedLessonCategories(),
    lessons: lessons.rows,
    lessonsFinished: lessons.finished(now),
    lessonProgress: lessons.progress(now),
    creatorActivities: seedCreatorActivities(now),
    creatorRewards: seedCreatorRewards(),
  }
}
