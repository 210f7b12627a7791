// The big-screen display of a brand event: the offline figures of the event plus what the
// server saw within the event's window (leads from the public lead form, test drives booked,
// activity registrations, sign-ins today), and the city ranking. Public: a hall screen is not
// signed in.
import { DisplayBoardSchema, DisplayQuerySchema, type DisplayBoard, type DisplayTotals } from '../../../types/api/activity-display'
import { notFound } from '../../core/api-error'
import { defineRoute } from '../../core/route'
import { chinaDay, iso } from '../../core/time'
import type { DisplayEventRow } from '../../seed/display'
import type { Db } from '../../state/db'
import { capturedLeads } from '../lead/activity-leads'
import { regionByCode } from '../lookup'

const MAX_CITIES = 10

/** The event asked for; without an id the running one, else the one that started last. */
function eventOf(db: Db, id: number | undefined, now: number): DisplayEventRow {
  if (id !== undefined) {
    const row = db.displayEvents.find((e) => e.id === id)
    if (!row) throw notFound('活动不存在')
    return row
  }
  const running = db.displayEvents.find((e) => e.startAt <= now && now < e.endAt)
  const latest = [...db.displayEvents].sort((a, b) => b.startAt - a.startAt)[0]
  const row = running ?? latest
  if (!row) throw notFound('活动不存在')
  return row
}

const md = (ms: number) => {
  const [, m, d] = chinaDay(ms).split('-').map(Number)
  return `${m}月${d}日`
}

function liveTotals(db: Db, e: DisplayEventRow, now: number) {
  const inWindow = (at: string) => {
    const t = Date.parse(at)
    return t >= e.startAt && t <= Math.min(e.endAt, now)
  }
  const leads = capturedLeads(db).filter((l) => inWindow(l.createdAt))
  const today = chinaDay(now)
  const todayInWindow = today >= chinaDay(e.startAt) && today <= chinaDay(e.endAt)
  const totals: DisplayTotals = {
    registrations: db.registerRecords.filter((r) => inWindow(r.createdAt)).length,
    signInsToday: todayInWindow ? Object.values(db.signIns).filter((list) => list.includes(today)).length : 0,
    leads: leads.length,
    testDrives: db.testDrives.filter((t) => inWindow(t.createdAt)).length,
  }
  return { totals, leads }
}

function board(db: Db, e: DisplayEventRow, now: number): DisplayBoard {
  const live = liveTotals(db, e, now)
  const counts = new Map(e.baseCities)
  // Registration rows know no city; a lead does.
  for (const l of live.leads) counts.set(l.cityCode, (counts.get(l.cityCode) ?? 0) + 1)
  const cities = [...counts]
    .map(([cityCode, count]) => ({ cityCode, cityName: regionByCode(db, cityCode)?.regionName ?? cityCode, count }))
    .sort((a, b) => b.count - a.count || a.cityCode.localeCompare(b.cityCode))
    .slice(0, MAX_CITIES)
  const totals = Object.fromEntries(
    (Object.keys(e.base) as (keyof DisplayTotals)[]).map((k) => [k, e.base[k] + live.totals[k]]),
  ) as DisplayTotals
  return { eventId: e.id, eventName: e.name, subtitle: `${e.place} · ${md(e.startAt)}—${md(e.endAt)}`, totals, cities, updatedAt: iso(now) }
}

export const displayRoutes = [
  defineRoute({
    area: 'activity', method: 'GET', path: '/api/v1/activity/app/display/board', summary: '活动大屏数据（实时总数与城市排行；默认进行中的活动）',
    auth: 'none', spec: false, query: DisplayQuerySchema, response: DisplayBoardSchema, sample: { query: { eventId: 1601 } },
    handler: ({ db, query, now }) => board(db, eventOf(db, query.eventId, now), now),
  }),
]
