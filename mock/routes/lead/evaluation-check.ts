// The check of an evaluation's input, one for every kind (service, activity and sales
// evaluations, the charging pile's rating), as the app's shared evaluation form checks it:
// every aspect rated, tags and problems from the template, a problem on a low score, and a
// comment that passes the same words as the content checks of spec §5.
import type { EvaluationInput, EvaluationTemplate } from '../../../types/api/evaluation'
import { badRequest } from '../../core/api-error'
import type { Db } from '../../state/db'
import { flaggedWords, greenRefused } from '../posts/checks'

const LOW_SCORE = 2

const unique = (list: string[]) => [...new Set(list)]

/** The input as stored, or a 400 naming what is wrong. */
export function checkEvaluationInput(db: Db, template: EvaluationTemplate, input: EvaluationInput): EvaluationInput {
  const keys = template.aspects.map((a) => a.key)
  const unrated = template.aspects.find((a) => input.scores[a.key] === undefined)
  if (unrated) throw badRequest(`请为「${unrated.name}」打分`)
  const unknown = Object.keys(input.scores).find((k) => !keys.includes(k))
  if (unknown) throw badRequest(`评分项 ${unknown} 不存在`)
  const badTag = input.tags.find((t) => !template.tags.includes(t))
  if (badTag) throw badRequest(`标签「${badTag}」不可选`)
  const badProblem = input.problems.find((p) => !template.problems.includes(p))
  if (badProblem) throw badRequest(`问题「${badProblem}」不可选`)
  const low = Object.values(input.scores).some((s) => s <= LOW_SCORE)
  if (low && input.problems.length === 0) throw badRequest('有 2 星及以下的评分时，请至少选择一个遇到的问题')
  const comment = input.comment.trim()
  const words = flaggedWords(db, comment)
  if (words.length) throw badRequest(`评价内容包含敏感词：${words.join('、')}，请修改后再提交`)
  if (greenRefused(db, comment).length) throw badRequest('评价内容未通过内容安全检测，请修改后再提交')
  if (input.photos.some((p) => !/^(https?:\/\/\S+|\/static\/\S+)$/.test(p))) throw badRequest('参数 photos 必须是上传后的图片地址')
  // Problems belong to a low score: without one they are dropped, as the form hides them.
  return { ...input, tags: unique(input.tags), problems: low ? unique(input.problems) : [], comment }
}
