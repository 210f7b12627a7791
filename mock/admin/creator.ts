// The creator centre's editor steps, for dev and tests: decide an application (approved makes
// the applicant a level-1 creator; rejected needs the reason), decide a work under review
// (approved publishes it as a community post; rejected needs the reason), and put an account
// back to "not a creator, never applied" so the apply flow can be walked again (also the apply
// route's sample).
import { Type } from '@sinclair/typebox'
import { IdParamsSchema } from '../../types/api/common'
import { CreatorApplicationSchema, CreatorWorkSchema } from '../../types/api/posts-creator'
import { must } from '../core/api-error'
import { defineRoute } from '../core/route'
import { decide, ReviewBodySchema } from './review'
import { iso } from '../core/time'
import { nextId, type Db } from '../state/db'
import type { CreatorWorkRow } from '../seed/creator-works'
import { userById } from '../routes/lookup'
import { applicationView, creatorOf, workView } from '../routes/posts/creator-views'

/** A published work becomes a post of its creator in the community, as the seeded ones are. */
function publish(db: Db, work: CreatorWorkRow, now: number): number {
  const id = nextId(db, 'content')
  db.contents.push({
    id, type: work.video ? 2 : 1, title: work.title, text: work.text, images: work.images,
    video: work.video ? { url: work.video.url, cover: work.video.coverUrl, duration: work.video.duration } : null,
    topicIds: work.topicId === null ? [] : [work.topicId], authorId: work.accountId, dealerId: null, classmatesId: null, location: '',
    likeNum: 0, collectNum: 0, shareNum: 0, viewNum: 0, isTop: false, createdAt: iso(now),
  })
  return id
}

const admin = { area: 'admin', auth: 'none', spec: false } as const

export const creatorAdminRoutes = [
  defineRoute({
    ...admin, method: 'POST', path: '/__admin/creator/applications/:id/review', summary: '审核创作者申请（通过即成为见习创作者；驳回须写原因）',
    params: IdParamsSchema, body: ReviewBodySchema, response: CreatorApplicationSchema, sample: { params: { id: 4 }, body: { approve: true } },
    handler: ({ db, params, body, now }) => {
      const row = must(db.creatorApplications.find((a) => a.id === params.id), '创作者申请')
      decide(row, body, now)
      if (body.approve && !creatorOf(db, row.accountId)) {
        db.creatorProfiles.push({ accountId: row.accountId, intro: userById(db, row.accountId).intro, exp: 0, joinedAt: iso(now) })
      }
      return applicationView(row)
    },
  }),
  defineRoute({
    ...admin, method: 'POST', path: '/__admin/creator/works/:id/review', summary: '审核作品（通过即发布为社区动态；驳回须写原因）',
    params: IdParamsSchema, body: ReviewBodySchema, response: CreatorWorkSchema, sample: { params: { id: 801 }, body: { approve: true } },
    handler: ({ db, params, body, now }) => {
      const row = must(db.creatorWorks.find((w) => w.id === params.id), '作品')
      decide(row, body, now, '该作品不在审核中')
      row.state = body.approve ? 'published' : 'rejected'
      if (body.approve) row.contentId = publish(db, row, now)
      return workView(db, row, now)
    },
  }),
  defineRoute({
    ...admin, method: 'POST', path: '/__admin/creator/accounts/:accountId/reset', summary: '恢复为非创作者（清除创作者身份与申请，作品保留）',
    params: Type.Object({ accountId: Type.Integer({ minimum: 1 }) }), response: Type.Object({ accountId: Type.Integer() }),
    sample: { params: { accountId: 1 } },
    handler: ({ db, params }) => {
      const who = userById(db, params.accountId).accountId
      db.creatorProfiles = db.creatorProfiles.filter((p) => p.accountId !== who)
      db.creatorApplications = db.creatorApplications.filter((a) => a.accountId !== who)
      return { accountId: who }
    },
  }),
]
