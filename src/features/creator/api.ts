import type { Page } from '@api/common'
import type { CreatorActivity, CreatorActivityQuery, CreatorActivitySummary, CreatorApplication, CreatorApplicationBody, CreatorHome, CreatorStats, CreatorWork, Lesson, LessonCategory, LessonQuery, MyReward, RankedWork, StatsQuery, Topic, WorkBody, WorkQuery } from '@api/posts'
import { AREA, afterWrite } from '@/core/query'
import { request } from '@/core/request'
import { CREATOR_BASE } from './constants'

// The creator centre (domain posts): the dev API server answers these in spec §7's style.
const posts = 'posts'

/** My creator profile with its totals, or (not a creator yet) my latest application and the benefits. */
export function getCreatorHome(): Promise<CreatorHome> {
  return request<CreatorHome>({ domain: posts, path: `${CREATOR_BASE}/mine` })
}

/**
 * Applies to become a creator (or applies again after a rejection); the answer is the application,
 * reviewing. Refusals (toasted): 请先阅读并同意《创作者协议》 (400), 你已是创作者 / 申请审核中，请耐心等待 (409).
 */
export function applyCreator(body: CreatorApplicationBody): Promise<CreatorApplication> {
  return afterWrite(request<CreatorApplication>({ domain: posts, method: 'POST', path: `${CREATOR_BASE}/applications`, data: body }), AREA.creator)
}

/** My works, newest first, of one review state or all. */
export function getMyWorks(query: WorkQuery): Promise<Page<CreatorWork>> {
  return request<Page<CreatorWork>>({ domain: posts, path: `${CREATOR_BASE}/works`, query })
}

/**
 * Submits a work for review (it shows as reviewing); answering an activity joins it. Refusals
 * (toasted): 内容包含敏感词 (400), 活动已截止 / 活动未开始 (409), 仅创作者可提交作品 (403).
 */
export function submitWork(body: WorkBody): Promise<CreatorWork> {
  return afterWrite(request<CreatorWork>({ domain: posts, method: 'POST', path: `${CREATOR_BASE}/works`, data: body }), AREA.creator, AREA.teamPk)
}

/** The last 7 or 30 days, day by day, and the period before them. */
export function getCreatorStats(query: StatsQuery): Promise<CreatorStats> {
  return request<CreatorStats>({ domain: posts, path: `${CREATOR_BASE}/stats`, query })
}

/** My published works, most viewed first (at most 10). */
export function getWorkRanking(): Promise<RankedWork[]> {
  return request<RankedWork[]>({ domain: posts, path: `${CREATOR_BASE}/stats/works` })
}

export function getLessonCategories(): Promise<LessonCategory[]> {
  return request<LessonCategory[]>({ domain: posts, path: `${CREATOR_BASE}/lessons/categories`, auth: false })
}

/** Lessons of a category (all without one), with whether I finished each. */
export function getLessons(query: LessonQuery): Promise<Page<Lesson>> {
  return request<Page<Lesson>>({ domain: posts, path: `${CREATOR_BASE}/lessons`, query })
}

/** Marks a lesson finished (the classroom's 已学完 follows). */
export function finishLesson(id: number): Promise<Lesson> {
  return afterWrite(request<Lesson>({ domain: posts, method: 'POST', path: `${CREATOR_BASE}/lessons/${id}/finish` }), AREA.creator)
}

export function getCreatorActivities(query: CreatorActivityQuery): Promise<Page<CreatorActivitySummary>> {
  return request<Page<CreatorActivitySummary>>({ domain: posts, path: `${CREATOR_BASE}/activities`, query, auth: false })
}

/** One activity (sent with the token when there is one): with it also whether I joined, my works there and my rewards. */
export function getCreatorActivity(id: number): Promise<CreatorActivity> {
  return request<CreatorActivity>({ domain: posts, path: `${CREATOR_BASE}/activities/${id}` })
}

/**
 * Saves where a physical reward is delivered (changeable until it ships). Refusals (toasted):
 * 收货地址不存在 (404), 奖品已发货，无法修改地址 (409).
 */
export function chooseRewardAddress(rewardId: number, addressId: number): Promise<MyReward> {
  return afterWrite(request<MyReward>({ domain: posts, method: 'POST', path: `${CREATOR_BASE}/rewards/${rewardId}/address`, data: { addressId } }), AREA.creator)
}

/** One of my rewards (the chooseAddress page). */
export function getMyReward(rewardId: number): Promise<MyReward> {
  return request<MyReward>({ domain: posts, path: `${CREATOR_BASE}/rewards/${rewardId}` })
}

/** The community's topics, hottest first (a work may name one). */
export function getTopics(): Promise<Page<Topic>> {
  return request<Page<Topic>>({ domain: posts, path: '/web/community/topics', query: { pageNo: 1, pageSize: 50 }, auth: false })
}
