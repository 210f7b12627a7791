// Tasks and daily sign-in (spec §7: event-start with SJ50001, load-one by scene, progress),
// plus the month calendar the sign-in page draws. A second sign-in the same China day is
// refused with 409 and a message, and gives no points. The day's sign-in (db.signIns) also grants
// that day's extra lottery draw in every running activity (src/features/lottery/draw-rule.ts):
// the lottery's draw times read it from there, so a refused second sign-in grants nothing twice.
import { EventResultSchema, EventStartBodySchema, LoadOneQuerySchema, LoadOneSchema, SignCalendarQuerySchema, SignCalendarSchema, TaskProgressQuerySchema, TaskProgressSchema } from '../../../types/api/user'
import { conflict, must, notFound } from '../../core/api-error'
import { defineRoute } from '../../core/route'
import { addDays, chinaDay } from '../../core/time'
import { SIGN_IN_EVENT, SIGN_IN_REWARD, STREAK_BONUS, STREAK_DAYS } from '../../seed/tasks'
import { me } from '../lookup'
import { addPoints } from '../points'

/** Consecutive days up to today, or up to yesterday when today is not signed yet. */
export function streak(signed: string[], today: string): number {
  const set = new Set(signed)
  let day = set.has(today) ? today : addDays(today, -1)
  let n = 0
  while (set.has(day)) {
    n += 1
    day = addDays(day, -1)
  }
  return n
}

const taskDoneKey = (accountId: number, taskId: number, day: string) => `task:${accountId}:${taskId}:${day}`

export const taskRoutes = [
  defineRoute({
    area: 'user', method: 'POST', path: '/web/task/tasks/event-start', summary: '触发任务事件（SJ50001 为签到）',
    auth: 'required', spec: true, body: EventStartBodySchema, response: EventResultSchema,
    sample: { body: { eventCode: SIGN_IN_EVENT } },
    handler: ({ db, body, accountId, now }) => {
      const who = me(db, accountId).accountId
      const task = db.tasks.find((t) => t.eventCode === body.eventCode)
      if (!task) throw notFound(`事件编码 ${body.eventCode} 不存在`)
      const today = chinaDay(now)
      if (task.eventCode === SIGN_IN_EVENT) {
        const signed = (db.signIns[who] ??= [])
        if (signed.includes(today)) throw conflict('今天已经签到过了，明天再来吧')
        signed.push(today)
        const days = streak(signed, today)
        const bonus = days % STREAK_DAYS === 0
        const reward = SIGN_IN_REWARD + (bonus ? STREAK_BONUS : 0)
        const point = addPoints(db, who, reward, bonus ? `连续签到 ${days} 天` : '每日签到', now)
        return { eventCode: task.eventCode, taskId: task.id, rewardPoint: reward, point, continuousDays: days }
      }
      const key = taskDoneKey(who, task.id, today)
      if (db.flags[key]) throw conflict(`今天已完成「${task.taskName}」，明天再来吧`)
      db.flags[key] = true
      const point = addPoints(db, who, task.rewardPoint, task.taskName, now)
      return { eventCode: task.eventCode, taskId: task.id, rewardPoint: task.rewardPoint, point, continuousDays: 0 }
    },
  }),
  defineRoute({
    area: 'user', method: 'GET', path: '/web/task/tasks/load-one', summary: '按场景加载任务（默认 signInScene）',
    auth: 'required', spec: true, query: LoadOneQuerySchema, response: LoadOneSchema,
    sample: { query: { sceneCode: 'signInScene' } },
    handler: ({ db, query }) => ({
      taskInfo: must(db.tasks.find((t) => t.sceneCode === query.sceneCode), `场景 ${query.sceneCode} 的任务`),
    }),
  }),
  defineRoute({
    area: 'user', method: 'GET', path: '/web/task/tasks/user/progress', summary: '我的任务进度',
    auth: 'required', spec: true, query: TaskProgressQuerySchema, response: TaskProgressSchema,
    sample: { query: { taskId: 1 } },
    handler: ({ db, query, accountId, now }) => {
      const who = me(db, accountId).accountId
      const task = must(db.tasks.find((t) => t.id === query.taskId), '任务')
      const today = chinaDay(now)
      if (task.eventCode === SIGN_IN_EVENT) {
        const signed = db.signIns[who] ?? []
        return { taskId: task.id, completed: signed.includes(today), continuousDays: streak(signed, today), totalDays: signed.length, rewardPoint: task.rewardPoint }
      }
      const prefix = `task:${who}:${task.id}:`
      const total = Object.keys(db.flags).filter((k) => k.startsWith(prefix)).length
      return { taskId: task.id, completed: db.flags[taskDoneKey(who, task.id, today)] === true, continuousDays: 0, totalDays: total, rewardPoint: task.rewardPoint }
    },
  }),
  defineRoute({
    area: 'user', method: 'GET', path: '/web/task/sign-in/calendar', summary: '签到日历（某月已签到的日子、连续天数）',
    auth: 'required', spec: false, query: SignCalendarQuerySchema, response: SignCalendarSchema,
    sample: {},
    handler: ({ db, query, accountId, now }) => {
      const who = me(db, accountId).accountId
      const today = chinaDay(now)
      const month = query.month ?? today.slice(0, 7)
      const signed = db.signIns[who] ?? []
      return {
        month, today,
        signedDays: signed.filter((d) => d.startsWith(`${month}-`)).map((d) => Number(d.slice(8))).sort((a, b) => a - b),
        signedToday: signed.includes(today),
        continuousDays: streak(signed, today),
        rewardPoint: SIGN_IN_REWARD,
      }
    },
  }),
]
