// The server's clock, for dev and tests: POST /__admin/clock moves the time every route sees
// (its `now`, token expiry, the close of unpaid orders) on by days or milliseconds, so a test
// can walk into tomorrow (a lottery's quota renews, a deadline runs out) without waiting.
// Time only moves forward; /__reset puts it back to the real time with the seed.
import { Type } from '@sinclair/typebox'
import { DateTimeSchema } from '../../types/api/common'
import { badRequest } from '../core/api-error'
import { defineRoute } from '../core/route'
import { days, iso } from '../core/time'

const MAX_DAYS = 3650

const ClockBodySchema = Type.Object({
  advanceDays: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_DAYS })),
  advanceMs: Type.Optional(Type.Integer({ minimum: 1, maximum: days(MAX_DAYS) })),
})

const ClockSchema = Type.Object({
  /** The server's time after the move. */
  now: DateTimeSchema,
  /** How far it is now ahead of the real time, in total. */
  offsetMs: Type.Integer({ minimum: 0 }),
})

export const clockAdminRoutes = [
  defineRoute({
    area: 'admin', auth: 'none', spec: false, method: 'POST', path: '/__admin/clock',
    summary: '服务器时间前进（advanceDays 或 advanceMs 二选一；/__reset 恢复真实时间）',
    body: ClockBodySchema, response: ClockSchema, sample: { body: { advanceDays: 1 } },
    handler: ({ store, body }) => {
      const { advanceDays, advanceMs } = body
      if ((advanceDays === undefined) === (advanceMs === undefined)) throw badRequest('请给出 advanceDays 或 advanceMs 之一')
      const now = store.advance(advanceDays !== undefined ? days(advanceDays) : advanceMs!)
      return { now: iso(now), offsetMs: store.offsetMs }
    },
  }),
]
