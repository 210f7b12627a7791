// My works (newest first, by review state) and submitting one. Only creators submit; the title
// and text pass the same sensitive-word list as the spec §5 check; a work answering an activity
// joins it, and an activity with a participation gift gives it once per person on joining.
import { PageSchema } from '../../../types/api/common'
import { CreatorWorkSchema, WorkBodySchema, WorkQuerySchema } from '../../../types/api/posts-creator'
import { badRequest, conflict, forbidden, must } from '../../core/api-error'
import { paginate } from '../../core/paging'
import { defineRoute } from '../../core/route'
import { iso } from '../../core/time'
import { nextId, type Db } from '../../state/db'
import { PARTICIPATION_REWARD } from '../../seed/creator-activities'
import type { CreatorWorkRow } from '../../seed/creator-works'
import type { Upload } from '../../state/store'
import { creditTeam } from '../activity/team-pk-score'
import { me } from '../lookup'
import { flaggedWords } from './checks'
import { BASE, activityRow, activityState, creatorOf, newestFirst, workView } from './creator-views'

/** A file uploaded here (/static/upload/<id>, as the upload answers it, or absolute on a host) or any https address. */
function ownOrHttps(uploads: Map<string, Upload>, url: string): boolean {
  const own = /^(?:https?:\/\/[^/\s]+)?\/static\/upload\/([0-9a-f]+)$/i.exec(url)
  return own ? uploads.has(own[1]) : /^https:\/\/\S+$/i.test(url)
}

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

export const creatorWorkRoutes = [
  defineRoute({
    area: 'posts', method: 'GET', path: `${BASE}/works`, summary: '我的作品（分页，新的在前，可按审核状态）',
    auth: 'required', spec: false, query: WorkQuerySchema, response: PageSchema(CreatorWorkSchema),
    sample: { query: { pageNo: 1, pageSize: 10, state: 'published' } },
    handler: ({ db, query, accountId }) => {
      const who = me(db, accountId).accountId
      const rows = db.creatorWorks.filter((w) => w.accountId === who && (query.state === undefined || w.state === query.state)).sort(newestFirst)
      return paginate(rows.map((w) => workView(db, w)), query)
    },
  }),
  defineRoute({
    area: 'posts', method: 'POST', idempotent: true, path: `${BASE}/works`, summary: '提交作品（进入审核；可参加进行中的创作者活动）',
    auth: 'required', spec: false, body: WorkBodySchema, response: CreatorWorkSchema,
    sample: { body: { title: '冬天的第一场雪', text: '早上出门，S7 上落了一层薄雪，预热十分钟就出发了。', images: ['/static/img/covers/snow.svg'], topicId: 2, activityId: 702 } },
    handler: ({ db, body, accountId, now, uploads }) => {
      const who = me(db, accountId).accountId
      if (!creatorOf(db, who)) throw forbidden('仅创作者可提交作品')
      const title = body.title.trim()
      const text = body.text.trim()
      if (!title) throw badRequest('请填写作品标题')
      if (!text) throw badRequest('请填写作品正文')
      const words = flaggedWords(db, `${title}\n${text}`)
      if (words.length) throw badRequest(`内容包含敏感词：${words.join('、')}`)
      if (body.images.length === 0 && !body.video) throw badRequest('请至少上传 1 张图片或 1 个视频')
      if (body.video && ![body.video.url, body.video.coverUrl].every((u) => ownOrHttps(uploads, u))) throw badRequest('视频和封面须为已上传的文件或 https 地址')
      const link = body.link?.trim() || null
      if (link !== null && !/^https:\/\/\S+$/i.test(link)) throw badRequest('外部链接须以 https:// 开头')
      if (body.topicId !== undefined) must(db.topics.find((t) => t.id === body.topicId), '话题')
      const activity = body.activityId === undefined ? null : openActivity(db, body.activityId, now)
      const row: CreatorWorkRow = {
        id: nextId(db, 'creatorWork'), accountId: who, title, text, images: body.images, video: body.video ?? null, topicId: body.topicId ?? null, link,
        activityId: activity?.id ?? null, state: 'reviewing', rejectReason: null, contentId: null, views: 0, likes: 0, comments: 0, createdAt: iso(now),
      }
      db.creatorWorks.push(row)
      if (activity) giveParticipationGift(db, who, activity.id)
      creditTeam(db, who, 'post', row.id, now)
      return workView(db, row)
    },
  }),
]
