// My works (newest first, by state; of a work sent again only its newest version), one of them
// with its earlier versions, and submitting a new one. Only creators submit; the title and text
// pass the same sensitive-word list as the spec §5 check; a work answering an activity joins it,
// and an activity with a participation gift gives it once per person on joining. Drafts, sending
// again, deleting and withdrawing: creator-work-edits.ts.
import { IdParamsSchema, PageSchema } from '../../../types/api/common'
import { CreatorWorkDetailSchema, CreatorWorkSchema, WorkBodySchema, WorkQuerySchema, type WorkBody } from '../../../types/api/posts-creator'
import { badRequest, conflict, forbidden, must } from '../../core/api-error'
import { paginate } from '../../core/paging'
import { defineRoute } from '../../core/route'
import { iso } from '../../core/time'
import { nextId, type Db } from '../../state/db'
import { PARTICIPATION_REWARD } from '../../seed/creator-activities'
import type { CreatorWorkRow } from '../../seed/creator-works'
import { creditTeam } from '../activity/team-pk-score'
import { me } from '../lookup'
import { flaggedWords } from './checks'
import { BASE, activityRow, activityState, creatorOf, earlierVersions, isReplaced, newestFirst, workView } from './creator-views'

/** The open activity a work answers, or the reason it cannot. */
function openActivity(db: Db, id: number, now: number) {
  const row = activityRow(db, id)
  const state = activityState(row, now)
  if (state === 'upcoming') throw conflict('活动未开始')
  if (state !== 'open') throw conflict('活动已截止')
  return row
}

/** Joining an activity with a participation gift gives it (physical: waits for my address), once. */
function giveParticipationGift(db: Db, accountId: number, activityId: number) {
  const gift = activityRow(db, activityId).rewards.find((r) => r.name === PARTICIPATION_REWARD)
  if (!gift || db.creatorRewards.some((r) => r.accountId === accountId && r.activityId === activityId && r.rewardName === gift.name)) return
  db.creatorRewards.push({ id: nextId(db, 'creatorReward'), accountId, activityId, rewardName: gift.name, prize: gift.prize, state: 'choose', shipTo: null })
}

/** The creator sending, or 403 for a member who is none. */
export function creatorId(db: Db, accountId: number | null): number {
  const who = me(db, accountId).accountId
  if (!creatorOf(db, who)) throw forbidden('仅创作者可提交作品')
  return who
}

/** One of my works, or 404 (another's work is no business of mine). */
export const myWork = (db: Db, who: number, id: number): CreatorWorkRow =>
  must(db.creatorWorks.find((w) => w.id === id && w.accountId === who), '作品')

/** What a work sent for review holds, checked as the editors need it (a new work, a draft sent, a new version). */
// The pictures, the video and its cover are our uploads or the tenant's CDN: the route layer checks
// every such field (mock/core/upload-urls.ts).
export function checkedWork(db: Db, body: WorkBody, now: number) {
  const title = body.title.trim()
  const text = body.text.trim()
  if (!title) throw badRequest('请填写作品标题')
  if (!text) throw badRequest('请填写作品正文')
  const words = flaggedWords(db, `${title}\n${text}`)
  if (words.length) throw badRequest(`内容包含敏感词：${words.join('、')}`)
  if (body.images.length === 0 && !body.video) throw badRequest('请至少上传 1 张图片或 1 个视频')
  const link = body.link?.trim() || null
  if (link !== null && !/^https:\/\/\S+$/i.test(link)) throw badRequest('外部链接须以 https:// 开头')
  if (body.topicId !== undefined) must(db.topics.find((t) => t.id === body.topicId), '话题')
  const activity = body.activityId === undefined ? null : openActivity(db, body.activityId, now)
  return { title, text, images: body.images, video: body.video ?? null, topicId: body.topicId ?? null, link, activityId: activity?.id ?? null }
}

/**
 * `row` is sent for review now: it joins its activity (the gift) and counts for the sender's team
 * once per work, whichever version (the first version's id is the work's).
 */
export function sentForReview(db: Db, row: CreatorWorkRow, now: number): void {
  if (row.activityId !== null) giveParticipationGift(db, row.accountId, row.activityId)
  const first = earlierVersions(db, row).pop() ?? row
  creditTeam(db, row.accountId, 'post', first.id, now)
}

export const creatorWorkRoutes = [
  defineRoute({
    area: 'posts', method: 'GET', path: `${BASE}/works`, summary: '我的作品（分页，新的在前，可按状态；重新提交的作品只列最新版本）',
    auth: 'required', spec: false, query: WorkQuerySchema, response: PageSchema(CreatorWorkSchema),
    sample: { query: { pageNo: 1, pageSize: 10, state: 'published' } },
    handler: ({ db, query, accountId, now }) => {
      const who = me(db, accountId).accountId
      const rows = db.creatorWorks
        .filter((w) => w.accountId === who && (query.state === undefined || w.state === query.state) && !isReplaced(db, w))
        .sort(newestFirst)
      return paginate(rows.map((w) => workView(db, w, now)), query)
    },
  }),
  defineRoute({
    area: 'posts', method: 'GET', path: `${BASE}/works/:id`, summary: '我的一件作品（含之前的版本；打开草稿或未通过的作品编辑）',
    auth: 'required', spec: false, params: IdParamsSchema, response: CreatorWorkDetailSchema, sample: { params: { id: 803 } },
    handler: ({ db, params, accountId, now }) => {
      const row = myWork(db, me(db, accountId).accountId, params.id)
      const history = earlierVersions(db, row).map(({ id, version, title, state, rejectReason, createdAt }) => ({ id, version, title, state, rejectReason, createdAt }))
      return { ...workView(db, row, now), history }
    },
  }),
  defineRoute({
    area: 'posts', method: 'POST', idempotent: true, path: `${BASE}/works`, summary: '提交作品（进入审核；可参加进行中的创作者活动）',
    auth: 'required', spec: false, body: WorkBodySchema, response: CreatorWorkSchema,
    sample: { body: { title: '冬天的第一场雪', text: '早上出门，S7 上落了一层薄雪，预热十分钟就出发了。', images: ['/static/img/covers/snow.svg'], topicId: 2, activityId: 702 } },
    handler: ({ db, body, accountId, now }) => {
      const who = creatorId(db, accountId)
      const row: CreatorWorkRow = {
        id: nextId(db, 'creatorWork'), accountId: who, ...checkedWork(db, body, now),
        state: 'reviewing', rejectReason: null, contentId: null, previousId: null, version: 1, views: 0, likes: 0, comments: 0, createdAt: iso(now), reviewedAt: null,
      }
      db.creatorWorks.push(row)
      sentForReview(db, row, now)
      return workView(db, row, now)
    },
  }),
]
