import type { Page } from '@api/common'
import type {
  CreatorActivity, CreatorActivityQuery, CreatorActivitySummary, CreatorApplication, CreatorApplicationBody, CreatorHome, CreatorStats, CreatorWork,
  CreatorWorkDetail, DraftBody, Lesson, LessonCategory, LessonQuery, MyReward, RankedWork, StatsQuery, Topic, WorkBody, WorkQuery,
} from '@api/posts'
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

/** My works, newest first, of one state or all (of a work sent again, its newest version). */
export function getMyWorks(query: WorkQuery): Promise<Page<CreatorWork>> {
  return request<Page<CreatorWork>>({ domain: posts, path: `${CREATOR_BASE}/works`, query })
}

/** One of my works with the versions before it (a draft or a rejected work opened to edit). */
export function getMyWork(id: number): Promise<CreatorWorkDetail> {
  return request<CreatorWorkDetail>({ domain: posts, path: `${CREATOR_BASE}/works/${id}` })
}

// The creates below are sent once per `requestId` (the form's): a retry after a lost answer gets
// the first answer back, never a second work.

/**
 * Submits a work for review (it shows as reviewing); answering an activity joins it. Refusals
 * (toasted): 内容包含敏感词 (400), 活动已截止 / 活动未开始 (409), 仅创作者可提交作品 (403).
 */
export function submitWork(body: WorkBody, requestId?: string): Promise<CreatorWork> {
  return afterWrite(request<CreatorWork>({ domain: posts, method: 'POST', path: `${CREATOR_BASE}/works`, data: body, requestId }), AREA.creator, AREA.teamPk)
}

/** Keeps a new work as a draft (not reviewed, not public). Refusal (toasted): 草稿没有内容 (400). */
export function saveNewDraft(body: DraftBody, requestId?: string): Promise<CreatorWork> {
  return afterWrite(request<CreatorWork>({ domain: posts, method: 'POST', path: `${CREATOR_BASE}/works/drafts`, data: body, requestId }), AREA.creator)
}

/** Saves draft `id` again. Refusal (toasted): 只有草稿可以再次保存 (409: sent meanwhile from another device). */
export function saveDraft(id: number, body: DraftBody, requestId?: string): Promise<CreatorWork> {
  return afterWrite(request<CreatorWork>({ domain: posts, method: 'PUT', path: `${CREATOR_BASE}/works/${id}`, data: body, requestId }), AREA.creator)
}

/** Sends draft `id` for review as it is now (the same work, reviewing); refusals as submitWork's. */
export function submitDraft(id: number, body: WorkBody, requestId?: string): Promise<CreatorWork> {
  return afterWrite(request<CreatorWork>({ domain: posts, method: 'POST', path: `${CREATOR_BASE}/works/${id}/submit`, data: body, requestId }), AREA.creator, AREA.teamPk)
}

/** Sends rejected work `id` again, edited: a new version under review; the rejected one stays as history. */
export function resubmitWork(id: number, body: WorkBody, requestId?: string): Promise<CreatorWork> {
  return afterWrite(request<CreatorWork>({ domain: posts, method: 'POST', path: `${CREATOR_BASE}/works/${id}/resubmit`, data: body, requestId }), AREA.creator, AREA.teamPk)
}

/** Deletes a draft or a rejected work (with its earlier versions). Refusal (toasted, 409): the rule's reason (work-actions.ts). */
export function deleteWork(id: number): Promise<{ deleted: number[] }> {
  return afterWrite(request<{ deleted: number[] }>({ domain: posts, method: 'DELETE', path: `${CREATOR_BASE}/works/${id}` }), AREA.creator)
}

/** Withdraws a published work: its post leaves the community's lists. Refusal (toasted, 409): the rule's reason. */
export function withdrawWork(id: number): Promise<CreatorWork> {
  return afterWrite(request<CreatorWork>({ domain: posts, method: 'POST', path: `${CREATOR_BASE}/works/${id}/withdraw` }), AREA.creator, AREA.community)
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

/** Lessons of a category (all without one), with how far I got in each. The lesson pages report progress: lesson-api.ts. */
export function getLessons(query: LessonQuery): Promise<Page<Lesson>> {
  return request<Page<Lesson>>({ domain: posts, path: `${CREATOR_BASE}/lessons`, query })
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
