// The yearly report: my year (token), my share's random id (the same each time for the year,
// drawn from the db's PRNG: not an account id, so reports cannot be enumerated), and the public
// share a friend opens, answering only what the card shows.
import { Type } from '@sinclair/typebox'
import { SharedYearSchema, YEARLY_BASE as BASE, YearlyReportSchema, YearlyShareSchema } from '../../../types/api/user-yearly'
import type { YearlyReport } from '../../../types/api/user-yearly'
import { must } from '../../core/api-error'
import { nextRandom } from '../../core/prng'
import { defineRoute } from '../../core/route'
import { days } from '../../core/time'
import { quietYear, reportYear, DEV_YEARLY_SHARE_ID } from '../../seed/yearly'
import type { Db } from '../../state/db'
import { me, userById } from '../lookup'

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789'

function report(db: Db, accountId: number, now: number): YearlyReport {
  const user = userById(db, accountId)
  const year = reportYear(now)
  const row = db.yearly.find((y) => y.accountId === accountId && y.year === year) ?? quietYear(accountId, year, new Date(now).toISOString())
  const { accountId: _a, ...figures } = row
  const daysWithBrand = Math.max(0, Math.floor((now - Date.parse(row.firstDay)) / days(1)))
  return { ...figures, displayName: user.displayName, avatarUrl: user.avatarUrl, daysWithBrand }
}

/** 16 characters from the PRNG, unused so far. */
function newShareId(db: Db): string {
  for (;;) {
    const id = Array.from({ length: 16 }, () => ALPHABET[Math.floor(nextRandom(db) * ALPHABET.length)]).join('')
    if (!db.yearlyShares.some((s) => s.shareId === id)) return id
  }
}

export const yearlyRoutes = [
  defineRoute({
    area: 'user', method: 'GET', path: `${BASE}/mine`, summary: '我的年度报告（全部数字）',
    auth: 'required', spec: false, response: YearlyReportSchema, sample: {},
    handler: ({ db, accountId, now }) => report(db, me(db, accountId).accountId, now),
  }),
  defineRoute({
    area: 'user', method: 'POST', path: `${BASE}/share`, summary: '分享我的年度报告（随机分享 id，同一年不变）',
    auth: 'required', spec: false, response: YearlyShareSchema, sample: {},
    handler: ({ db, accountId, now }) => {
      const who = me(db, accountId).accountId
      const year = reportYear(now)
      const found = db.yearlyShares.find((s) => s.accountId === who && s.year === year)
      if (found) return { shareId: found.shareId }
      const row = { shareId: newShareId(db), accountId: who, year }
      db.yearlyShares.push(row)
      return { shareId: row.shareId }
    },
  }),
  defineRoute({
    area: 'user', method: 'GET', path: `${BASE}/shares/:shareId`, summary: '好友查看分享的年度卡片（公开，仅卡片字段）',
    // A malformed id (not the shape the share route gives out) is bad input, 400; a well-formed unknown one 404.
    auth: 'none', spec: false, params: Type.Object({ shareId: Type.String({ pattern: YearlyShareSchema.properties.shareId.pattern, errorMessage: '必须是年度报告分享链接中的标识' }) }), response: SharedYearSchema,
    sample: { params: { shareId: DEV_YEARLY_SHARE_ID } },
    handler: ({ db, params, now }) => {
      const share = must(db.yearlyShares.find((s) => s.shareId === params.shareId), '年度报告分享')
      const r = report(db, share.accountId, now)
      return { year: share.year, displayName: r.displayName, avatarUrl: r.avatarUrl, daysWithBrand: r.daysWithBrand, signInDays: r.signInDays, pointsEarned: r.pointsEarned, keyword: r.keyword }
    },
  }),
]
