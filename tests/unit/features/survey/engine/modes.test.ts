// The two survey routes are two ways through the same engine. Here each is driven by the same
// inputs, as a person would give them, and both must send the same answers.
import type { Answer, Answers } from '@api/survey'
import { isChoiceAnswer, nextQuestion, pick, previousQuestion, questionError, resumeAt, submission, surveyPath } from '@/features/survey/engine'
import { Q, SURVEY } from '../fixture'

type Input = [questionId: keyof typeof Q, give: (previous: Answer | undefined) => Answer]
const value = (answer: Answer) => () => answer
const tap = (id: keyof typeof Q, option: string) => (previous: Answer | undefined) => pick(Q[id], isChoiceAnswer(previous) ? previous : undefined, option)
const onPath = (answers: Answers, id: string) => surveyPath(SURVEY, answers).questions.some((q) => q.id === id)

/** One page: any question on the page may be answered, in any order; a hidden one cannot. */
function onePage(inputs: Input[]): Answers {
  let answers: Answers = {}
  for (const [id, give] of inputs) if (onPath(answers, id)) answers = { ...answers, [id]: give(answers[id]) }
  return submission(SURVEY, answers)
}

/** One per screen: back and next (next only past an answer that passes) to each input's screen, then on to the end. */
function perScreen(inputs: Input[]): Answers {
  let answers: Answers = {}
  let current = resumeAt(SURVEY, answers)!
  const forward = () => {
    const next = questionError(current, answers[current.id]) ? undefined : nextQuestion(SURVEY, answers, current.id)
    if (next) current = next
    return Boolean(next)
  }
  const goTo = (id: string) => {
    for (;;) {
      if (current.id === id) return true
      const path = surveyPath(SURVEY, answers).questions.map((q) => q.id)
      if (!path.includes(id)) return false
      if (path.indexOf(id) < path.indexOf(current.id)) current = previousQuestion(SURVEY, answers, current.id)!
      else if (!forward()) return false
    }
  }
  for (const [id, give] of inputs) if (goTo(id)) answers = { ...answers, [id]: give(answers[id]) }
  while (forward());
  return submission(SURVEY, answers)
}

const basics: Input[] = [
  ['model', tap('model', 'other')],
  ['model', (prev) => ({ ...(prev as object), picked: ['other'], other: '问界 M7' })],
  ['city', value('杭州')],
  ['scenes', tap('scenes', 'commute')],
  ['scenes', tap('scenes', 'none')],
  ['scenes', tap('scenes', 'trip')],
  ['scenes', tap('scenes', 'long')],
]

const scenarios: [string, Input[], Answers][] = [
  [
    'straight through, with 其他 and the exclusive option tapped then replaced',
    [...basics, ['overall', value(4)], ['pile', tap('pile', 'no')], ['nps', value(8)], ['callback', tap('callback', 'yes')], ['phone', value('13800138000')]],
    {
      model: { picked: ['other'], other: '问界 M7' }, city: '杭州', scenes: { picked: ['trip', 'long'] }, overall: 4,
      pile: { picked: ['no'] }, nps: 8, callback: { picked: ['yes'] }, phone: '13800138000',
    },
  ],
  [
    'a low score then a better one: what went wrong is asked, then left behind; the pile changed after its rating',
    [
      ...basics, ['overall', value(2)], ['unhappy', value('续航虚标太严重')], ['pile', tap('pile', 'yes')], ['pileRating', value(3)],
      ['nps', value(6)], ['overall', value(4)], ['pile', tap('pile', 'no')], ['callback', tap('callback', 'no')],
    ],
    { model: { picked: ['other'], other: '问界 M7' }, city: '杭州', scenes: { picked: ['trip', 'long'] }, overall: 4, pile: { picked: ['no'] }, nps: 6, callback: { picked: ['no'] } },
  ],
  [
    'the survey ended early, then the person changed their mind and went on',
    [
      ...basics, ['overall', value(5)], ['pile', tap('pile', 'yes')], ['pileRating', value(5)], ['nps', value(10)],
      ['callback', tap('callback', 'no')], ['callback', tap('callback', 'yes')], ['phone', value('13900139000')],
    ],
    {
      model: { picked: ['other'], other: '问界 M7' }, city: '杭州', scenes: { picked: ['trip', 'long'] }, overall: 5,
      pile: { picked: ['yes'] }, pileRating: 5, nps: 10, callback: { picked: ['yes'] }, phone: '13900139000',
    },
  ],
]

test.each(scenarios)('%s: both routes send the same answers', (_name, inputs, expected) => {
  const page = onePage(inputs)
  expect(page).toEqual(expected)
  expect(perScreen(inputs)).toEqual(page)
})
