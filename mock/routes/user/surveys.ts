// Surveys (domain user, /web/survey/...): the surveys open to me (open, then not yet open) and
// those I answered, one survey with my answers, and submitting them. Answers are checked with
// the app's own survey engine (imported by path: it is plain TypeScript), so the server refuses
// exactly what the screens refuse. A reward is credited once, with the accepted answers.
import { IdParamsSchema, PageSchema } from '../../../types/api/common'
import {
  SurveyDetailSchema, SurveyListQuerySchema, SurveySubmitBodySchema, SurveySubmitResultSchema, SurveySummarySchema,
  type SurveyDetail, type SurveyState, type SurveySummary,
} from '../../../types/api/survey'
import { refusal, submission, surveyPath } from '../../../src/features/survey/engine'
import { badRequest, conflict, must } from '../../core/api-error'
import { paginate } from '../../core/paging'
import { defineRoute } from '../../core/route'
import { iso } from '../../core/time'
import type { SurveyRow } from '../../seed/surveys'
import type { Db } from '../../state/db'
import { me } from '../lookup'
import { addPoints } from '../points'

export function surveyState(row: SurveyRow, now: number): SurveyState {
  if (now < Date.parse(row.startAt)) return 'upcoming'
  return now >= Date.parse(row.endAt) ? 'closed' : 'open'
}

const responseOf = (db: Db, surveyId: number, accountId: number) =>
  db.surveyResponses.find((r) => r.surveyId === surveyId && r.accountId === accountId)

function summaryOf(db: Db, row: SurveyRow, accountId: number, now: number): SurveySummary {
  const { id, title, intro, startAt, endAt, rewardPoints, minutes } = row
  const answeredAt = responseOf(db, id, accountId)?.answeredAt ?? null
  return { id, title, intro, startAt, endAt, rewardPoints, minutes, questionCount: surveyPath(row, {}).questions.length, state: surveyState(row, now), answeredAt }
}

/** Open ones first, the soonest deadline first; then those not open yet, the soonest start first. */
function byUrgency(a: SurveySummary, b: SurveySummary): number {
  const rank = (s: SurveySummary) => (s.state === 'open' ? 0 : 1)
  const when = (s: SurveySummary) => (s.state === 'open' ? s.endAt : s.startAt)
  return rank(a) - rank(b) || Date.parse(when(a)) - Date.parse(when(b))
}

const surveyById = (db: Db, id: number) => must(db.surveys.find((s) => s.id === id), '问卷')

/** A valid submission of 802 for the manifest's sample: a rule skips the home-pile rating. */
const SAMPLE_ANSWERS = { energy: { picked: ['ev'] }, where: { picked: ['public'] }, publicRating: 4, wishes: { picked: ['speed', 'app'] }, nps: 8 }

export const surveyRoutes = [
  defineRoute({
    area: 'user', method: 'GET', path: '/web/survey/surveys', summary: '问卷列表（tab=open 可参与，tab=answered 已参与；分页）',
    auth: 'required', spec: false, query: SurveyListQuerySchema, response: PageSchema(SurveySummarySchema),
    sample: { query: { tab: 'open', pageNo: 1, pageSize: 10 } },
    handler: ({ db, query, accountId, now }) => {
      const who = me(db, accountId).accountId
      const all = db.surveys.map((row) => summaryOf(db, row, who, now))
      const rows = query.tab === 'answered'
        ? all.filter((s) => s.answeredAt).sort((a, b) => Date.parse(b.answeredAt!) - Date.parse(a.answeredAt!))
        : all.filter((s) => !s.answeredAt && s.state !== 'closed').sort(byUrgency)
      return paginate(rows, query)
    },
  }),
  defineRoute({
    area: 'user', method: 'GET', path: '/web/survey/surveys/:id', summary: '问卷详情（题目、规则与我的回答）',
    auth: 'required', spec: false, params: IdParamsSchema, response: SurveyDetailSchema,
    sample: { params: { id: 801 } },
    handler: ({ db, params, accountId, now }): SurveyDetail => {
      const who = me(db, accountId).accountId
      const row = surveyById(db, params.id)
      return {
        ...summaryOf(db, row, who, now),
        shuffleOptions: row.shuffleOptions, sections: row.sections, thanks: row.thanks,
        respondentId: who, myAnswers: responseOf(db, row.id, who)?.answers ?? null,
      }
    },
  }),
  defineRoute({
    area: 'user', method: 'POST', idempotent: true, path: '/web/survey/surveys/:id/answers', summary: '提交问卷（每人一次；奖励积分到账一次）',
    auth: 'required', spec: false, params: IdParamsSchema, body: SurveySubmitBodySchema, response: SurveySubmitResultSchema,
    sample: { params: { id: 802 }, body: { answers: SAMPLE_ANSWERS } },
    handler: ({ db, params, body, accountId, now }) => {
      const who = me(db, accountId).accountId
      const row = surveyById(db, params.id)
      if (responseOf(db, row.id, who)) throw conflict('你已经提交过这份问卷，不能重复提交')
      const state = surveyState(row, now)
      if (state === 'upcoming') throw conflict('问卷还没有开始，开始后再来作答吧')
      if (state === 'closed') throw conflict('问卷已经结束，无法再提交')
      const problem = refusal(row, body.answers)
      if (problem) throw badRequest(problem)
      const answeredAt = iso(now)
      db.surveyResponses.push({ surveyId: row.id, accountId: who, answers: submission(row, body.answers), answeredAt })
      const point = row.rewardPoints > 0 ? addPoints(db, who, row.rewardPoints, `完成问卷「${row.title}」`, now) : me(db, who).point
      return { answeredAt, rewardPoints: row.rewardPoints, point }
    },
  }),
]
