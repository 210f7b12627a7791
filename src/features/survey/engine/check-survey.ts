import { allQuestions, isChoiceQuestion, isScoreQuestion } from './answer'
import type { Condition, Question, SurveyDef } from './types'

function conditionProblem(q: Question, rule: string, c: Condition, earlier: Map<string, Question>, self: boolean): string | undefined {
  const target = self ? (c.questionId === q.id ? q : undefined) : earlier.get(c.questionId)
  if (!target) return `${q.id}: ${rule} 指向${self ? '的必须是本题' : '前面没有的题目'} ${c.questionId}`
  if (isChoiceQuestion(target)) {
    const ids = new Set((target.options ?? []).map((o) => o.id))
    if (!c.anyOf?.length || c.anyOf.some((id) => !ids.has(id))) return `${q.id}: ${rule} 的 anyOf 须是 ${target.id} 的选项`
    return undefined
  }
  if (isScoreQuestion(target)) return c.atLeast === undefined && c.atMost === undefined ? `${q.id}: ${rule} 缺少 atLeast/atMost` : undefined
  return `${q.id}: ${rule} 只能看单选、多选、评分或 NPS 题`
}

/**
 * What is wrong with a survey's definition (empty when it is sound): unique ids, options where
 * they are needed, and rules that look only at earlier questions (show-when) or at the question
 * itself (early end), so the path is decided in one pass.
 */
export function surveyProblems(survey: SurveyDef): string[] {
  const problems: string[] = []
  const earlier = new Map<string, Question>()
  for (const q of allQuestions(survey)) {
    if (earlier.has(q.id)) problems.push(`${q.id}: 题目 id 重复`)
    const options = q.options ?? []
    if (isChoiceQuestion(q) && options.length < 2) problems.push(`${q.id}: 选择题至少需要两个选项`)
    if (new Set(options.map((o) => o.id)).size !== options.length) problems.push(`${q.id}: 选项 id 重复`)
    if (q.type === 'single' && options.some((o) => o.exclusive)) problems.push(`${q.id}: 单选题不需要互斥选项`)
    if (q.minPicks && q.maxPicks && q.minPicks > q.maxPicks) problems.push(`${q.id}: minPicks 大于 maxPicks`)
    if (q.minLength && q.maxLength && q.minLength > q.maxLength) problems.push(`${q.id}: minLength 大于 maxLength`)
    const show = q.showWhen && conditionProblem(q, 'showWhen', q.showWhen, earlier, false)
    const end = q.endWhen && conditionProblem(q, 'endWhen', q.endWhen, earlier, true)
    for (const p of [show, end]) if (p) problems.push(p)
    earlier.set(q.id, q)
  }
  return problems
}
