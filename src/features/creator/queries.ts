import type { CreatorActivityState, StatsQuery } from '@api/posts'
import { AREA, definePaged, defineQuery } from '@/core/query'
import {
  getCreatorActivities, getCreatorActivity, getCreatorHome, getCreatorStats, getLessonCategories, getLessons, getMyReward, getMyWork, getTopics, getWorkRanking,
} from './api'
import { LESSONS } from './keys'

// The creator centre's reads, each defined once. Every write of the area marks all of them (AREA.creator).

/** The creator home (TabbedList's cacheKey): my works by review state below it, and its summary. */
export const CREATOR_HOME = [AREA.creator, 'home'] as const
/** My creator profile (or application and benefits): the home's summary entry, so one read. */
export const creatorHomeQuery = defineQuery(() => [...CREATOR_HOME, 'summary'], () => getCreatorHome())

export const creatorActivityQuery = defineQuery((id: number) => [AREA.creator, 'activity', id], (id: number) => getCreatorActivity(id))
/** Calls for works of one state ('' all). */
export const creatorActivitiesList = definePaged(
  (state: CreatorActivityState | '') => [AREA.creator, 'activities', state],
  (state: CreatorActivityState | '', pageNo: number, pageSize: number) => getCreatorActivities({ pageNo, pageSize, ...(state ? { state } : {}) }),
)
/** The activities open for works (a work may answer one). */
export const openActivitiesQuery = defineQuery(() => [AREA.creator, 'open-activities'], () => getCreatorActivities({ state: 'open', pageNo: 1, pageSize: 50 }))
export const topicsQuery = defineQuery(() => [AREA.creator, 'topics'], () => getTopics())

/** One of my works with its history (the form editing a draft or a rejected work). */
export const myWorkQuery = defineQuery((id: number) => [AREA.creator, 'work', id], (id: number) => getMyWork(id))

export const myRewardQuery = defineQuery((rewardId: number) => [AREA.creator, 'reward', rewardId], (rewardId: number) => getMyReward(rewardId))

export const lessonCategoriesQuery = defineQuery(() => [AREA.creator, 'lesson-categories'], () => getLessonCategories())
/** Lessons of a category (0: all). */
export const lessonsList = definePaged(
  (categoryId: number) => [...LESSONS, categoryId],
  (categoryId: number, pageNo: number, pageSize: number) => getLessons({ pageNo, pageSize, ...(categoryId ? { categoryId } : {}) }),
)

export const creatorStatsQuery = defineQuery((days: StatsQuery['days']) => [AREA.creator, 'stats', days], (days: StatsQuery['days']) => getCreatorStats({ days }))
export const workRankingQuery = defineQuery(() => [AREA.creator, 'ranking'], () => getWorkRanking())
