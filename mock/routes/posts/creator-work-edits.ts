// What a creator does with a work after writing it: keep it as a draft (seen by nobody else) and
// save it again, send a draft for review, send a rejected work again as a new version (the
// rejected one stays as history), delete a draft or a rejected work, withdraw a published one
// (its post leaves the community). What is allowed is the app's rule
// (src/features/creator/work-actions.ts); what it refuses answers 409 with its reason.
import { Type } from '@sinclair/typebox'
import { IdParamsSchema } from '../../../types/api/common'
import { CreatorWorkSchema, DraftBodySchema, WorkBodySchema, type DraftBody } from '../../../types/api/posts-creator'
import { refusal, type WorkAction } from '../../../src/features/creator/work-actions'
import { badRequest, conflict, must } from '../../core/api-error'
import { defineRoute } from '../../core/route'
import { iso } from '../../core/time'
import { nextId, type Db } from '../../state/db'
import type { CreatorWorkRow } from '../../seed/creator-works'
import { me } from '../lookup'
import { activityRow, BASE, earlierVersions, isReplaced, workView } from './creator-views'
import { checkedWork, creatorId, myWork, sentForReview } from './creator-works'

const WORK = `${BASE}/works`
const SAMPLE_WORK = { title: '川西自驾路书', text: '第一天：成都到康定，300 公里，途经雅安，全程两次补能。', images: ['/static/img/covers/road.svg'], topicId: 2 }

/** A draft's content: anything but nothing, within the limits; what a work needs is checked when it is sent. */
function checkedDraft(db: Db, body: DraftBody) {
  const title = body.title.trim()
  const text = body.text.trim()
  if (!title && !text && body.images.length === 0 && !body.video) throw badRequest('草稿没有内容，请至少填写标题或正文')
  if (body.topicId !== undefined) must(db.topics.find((t) => t.id === body.topicId), '话题')
  if (body.activityId !== undefined) activityRow(db, body.activityId)
  return { title, text, images: body.images, video: body.video ?? null, topicId: body.topicId ?? null, link: body.link?.trim() || null, activityId: body.activityId ?? null }
}

/** My work `id` if the rule allows `action` on it now (409 with the rule's reason), and it is its work's newest version. */
function allowed(db: Db, who: number, id: number, action: WorkAction, now: number): CreatorWorkRow {
  const row = myWork(db, who, id)
  const why = refusal(workView(db, row, now), action)
  if (why) throw conflict(why)
  if (isReplaced(db, row)) throw conflict('该作品已有新版本，请编辑最新版本')
  return row
}

export const creatorWorkEditRoutes = [
  defineRoute({
    area: 'posts', method: 'POST', idempotent: true, path: `${WORK}/drafts`, summary: '存草稿（新作品；不审核、不公开）',
    auth: 'required', spec: false, body: DraftBodySchema, response: CreatorWorkSchema,
    sample: { body: { title: '未写完的游记', text: '', images: [] } },
    handler: ({ db, body, accountId, now }) => {
      const who = creatorId(db, accountId)
      const row: CreatorWorkRow = {
        id: nextId(db, 'creatorWork'), accountId: who, ...checkedDraft(db, body),
        state: 'draft', rejectReason: null, contentId: null, previousId: null, version: 1, views: 0, likes: 0, comments: 0, createdAt: iso(now), reviewedAt: null,
      }
      db.creatorWorks.push(row)
      return workView(db, row, now)
    },
  }),
  defineRoute({
    area: 'posts', method: 'PUT', idempotent: true, path: `${WORK}/:id`, summary: '再次保存草稿',
    auth: 'required', spec: false, params: IdParamsSchema, body: DraftBodySchema, response: CreatorWorkSchema,
    sample: { params: { id: 819 }, body: { title: '川西自驾路书', text: '第一天：成都到康定。第二天：新都桥。', images: [] } },
    handler: ({ db, params, body, accountId, now }) => {
      const row = myWork(db, creatorId(db, accountId), params.id)
      if (row.state !== 'draft') throw conflict('只有草稿可以再次保存')
      Object.assign(row, checkedDraft(db, body), { createdAt: iso(now) })
      return workView(db, row, now)
    },
  }),
  defineRoute({
    area: 'posts', method: 'POST', idempotent: true, path: `${WORK}/:id/submit`, summary: '草稿提交审核（同一作品进入审核）',
    auth: 'required', spec: false, params: IdParamsSchema, body: WorkBodySchema, response: CreatorWorkSchema,
    sample: { params: { id: 819 }, body: SAMPLE_WORK },
    handler: ({ db, params, body, accountId, now }) => {
      const row = myWork(db, creatorId(db, accountId), params.id)
      if (row.state !== 'draft') throw conflict('只有草稿可以提交审核')
      Object.assign(row, checkedWork(db, body, now), { state: 'reviewing', createdAt: iso(now) })
      sentForReview(db, row, now)
      return workView(db, row, now)
    },
  }),
  defineRoute({
    area: 'posts', method: 'POST', idempotent: true, path: `${WORK}/:id/resubmit`, summary: '未通过的作品修改后重新提交（新版本进入审核，原作品保留为历史版本）',
    auth: 'required', spec: false, params: IdParamsSchema, body: WorkBodySchema, response: CreatorWorkSchema,
    sample: { params: { id: 818 }, body: { ...SAMPLE_WORK, title: '随手拍：雨后的怀柔水库', text: '雨后的怀柔水库，空气特别好，S7 停在岸边拍了几张，湖面像镜子一样。' } },
    handler: ({ db, params, body, accountId, now }) => {
      const who = creatorId(db, accountId)
      const before = myWork(db, who, params.id)
      if (before.state !== 'rejected') throw conflict('只有未通过的作品可以重新提交')
      if (isReplaced(db, before)) throw conflict('该作品已有新版本，请编辑最新版本')
      const row: CreatorWorkRow = {
        id: nextId(db, 'creatorWork'), accountId: who, ...checkedWork(db, body, now),
        state: 'reviewing', rejectReason: null, contentId: null, previousId: before.id, version: before.version + 1,
        views: 0, likes: 0, comments: 0, createdAt: iso(now), reviewedAt: null,
      }
      db.creatorWorks.push(row)
      sentForReview(db, row, now)
      return workView(db, row, now)
    },
  }),
  defineRoute({
    area: 'posts', method: 'DELETE', path: `${WORK}/:id`, summary: '删除草稿或未通过的作品（连同之前的版本）',
    auth: 'required', spec: false, params: IdParamsSchema, response: Type.Object({ deleted: Type.Array(Type.Integer()) }),
    sample: { params: { id: 819 } },
    handler: ({ db, params, accountId, now }) => {
      const row = allowed(db, me(db, accountId).accountId, params.id, 'delete', now)
      const deleted = [row.id, ...earlierVersions(db, row).map((w) => w.id)]
      db.creatorWorks = db.creatorWorks.filter((w) => !deleted.includes(w.id))
      return { deleted }
    },
  }),
  defineRoute({
    area: 'posts', method: 'POST', path: `${WORK}/:id/withdraw`, summary: '撤回已发布的作品（动态从社区下架；参与的活动已截止征稿时不能撤回）',
    auth: 'required', spec: false, params: IdParamsSchema, response: CreatorWorkSchema,
    sample: { params: { id: 807 } },
    handler: ({ db, params, accountId, now }) => {
      const row = allowed(db, me(db, accountId).accountId, params.id, 'withdraw', now)
      const post = row.contentId
      if (post !== null) {
        db.contents = db.contents.filter((c) => c.id !== post)
        db.comments = db.comments.filter((c) => c.contentId !== post)
      }
      Object.assign(row, { state: 'withdrawn', contentId: null })
      return workView(db, row, now)
    },
  }),
]
