// Creator activities (open first, then upcoming, judging, ended; newest first within each),
// one activity with my part in it, and my rewards: one of them, and choosing its delivery
// address (changeable until it ships).
import { IdParamsSchema, PageSchema } from '../../../types/api/common'
import {
  ActivityQuerySchema, CreatorActivitySchema, CreatorActivitySummarySchema, MyRewardSchema, RewardAddressBodySchema, type CreatorActivityState,
} from '../../../types/api/posts-creator'
import { conflict, notFound } from '../../core/api-error'
import { paginate } from '../../core/paging'
import { defineRoute } from '../../core/route'
import type { Db } from '../../state/db'
import { me, userById } from '../lookup'
import { BASE, activityRow, activitySummary, isReplaced, newestFirst, rewardView, shipToOf } from './creator-views'

const STATE_ORDER: CreatorActivityState[] = ['open', 'upcoming', 'judging', 'ended']

function myReward(db: Db, accountId: number | null, id: number) {
  const who = me(db, accountId).accountId
  const row = db.creatorRewards.find((r) => r.id === id && r.accountId === who)
  if (!row) throw notFound('奖品不存在')
  return row
}

export const creatorActivityRoutes = [
  defineRoute({
    area: 'posts', method: 'GET', path: `${BASE}/activities`, summary: '创作者活动（分页，进行中在前，可按状态）',
    auth: 'none', spec: false, query: ActivityQuerySchema, response: PageSchema(CreatorActivitySummarySchema),
    sample: { query: { pageNo: 1, pageSize: 10 } },
    handler: ({ db, query, now }) => {
      const rows = db.creatorActivities
        .map((a) => activitySummary(db, a, now))
        .filter((a) => query.state === undefined || a.state === query.state)
        .sort((a, b) => STATE_ORDER.indexOf(a.state) - STATE_ORDER.indexOf(b.state) || b.startTime.localeCompare(a.startTime) || b.id - a.id)
      return paginate(rows, query)
    },
  }),
  defineRoute({
    area: 'posts', method: 'GET', path: `${BASE}/activities/:id`, summary: '创作者活动详情（规则、奖项、获奖名单；登录后带我的作品与奖品）',
    auth: 'optional', spec: false, params: IdParamsSchema, response: CreatorActivitySchema, sample: { params: { id: 706 } },
    handler: ({ db, params, accountId, now }) => {
      const row = activityRow(db, params.id)
      // My works sent to it: not drafts, and each work once (its newest version).
      const sent = (w: (typeof db.creatorWorks)[number]) => w.accountId === accountId && w.activityId === row.id && w.state !== 'draft' && !isReplaced(db, w)
      const mine = accountId === null ? [] : db.creatorWorks.filter(sent).sort(newestFirst)
      const rewards = accountId === null ? [] : db.creatorRewards.filter((r) => r.accountId === accountId && r.activityId === row.id)
      return {
        ...activitySummary(db, row, now),
        rules: row.rules,
        rewards: row.rewards,
        winners: row.winners.map((w) => {
          const user = userById(db, w.accountId)
          return { rewardName: w.rewardName, displayName: user.displayName, avatarUrl: user.avatarUrl, workTitle: w.workTitle }
        }),
        joined: mine.length > 0,
        myWorks: mine.map((w) => ({ id: w.id, title: w.title, state: w.state })),
        myRewards: rewards.map(rewardView),
      }
    },
  }),
  defineRoute({
    area: 'posts', method: 'GET', path: `${BASE}/rewards/:id`, summary: '我的一个奖品（选择收货地址页）',
    auth: 'required', spec: false, params: IdParamsSchema, response: MyRewardSchema, sample: { params: { id: 751 } },
    handler: ({ db, params, accountId }) => rewardView(myReward(db, accountId, params.id)),
  }),
  defineRoute({
    area: 'posts', method: 'POST', path: `${BASE}/rewards/:id/address`, summary: '选择奖品收货地址（发货前可修改）',
    auth: 'required', spec: false, params: IdParamsSchema, body: RewardAddressBodySchema, response: MyRewardSchema,
    sample: { params: { id: 751 }, body: { addressId: 2 } },
    handler: ({ db, params, body, accountId }) => {
      const row = myReward(db, accountId, params.id)
      if (row.state === 'shipped') throw conflict('奖品已发货，无法修改地址')
      const address = db.addresses.find((a) => a.id === body.addressId && a.accountId === row.accountId)
      if (!address) throw notFound('收货地址不存在')
      row.shipTo = shipToOf(address)
      row.state = 'chosen'
      return rewardView(row)
    },
  }),
]
