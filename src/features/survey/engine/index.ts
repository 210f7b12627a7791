/*
 * The survey engine: a survey is data (sections, questions, options, rules) and these functions
 * decide which questions are asked, in which option order, what is wrong with an answer and what
 * is sent. Pure TypeScript with relative imports of plain modules only (no '@/' alias, no Taro,
 * no React; ESLint holds it to that), so the dev API server imports it by path and refuses
 * exactly what the screens refuse.
 */
export { allQuestions, isChoiceAnswer, isChoiceQuestion, isEmptyAnswer, isScoreQuestion, textLength } from './answer'
export { DEFAULT_MAX_IMAGES, DEFAULT_STARS, NPS_MAX, OTHER_MAX, TEXTAREA_MAX, TEXT_MAX } from './limits'
export { FORMAT_ERROR, isDay, questionError } from './validate'
export { conditionMet, pathSections, progressOf, surveyPath, type Progress, type SurveyPath } from './rules'
export { pick, picksHint, togglePick } from './picks'
export { hashText, optionOrder, shuffleSeed } from './shuffle'
export { cleanAnswer, pathErrors, refusal, submission } from './submission'
export { firstError, nextQuestion, previousQuestion, resumeAt } from './steps'
export { surveyProblems } from './check-survey'
export type { Answer, Answers, ChoiceAnswer, Condition, Option, Question, QuestionType, Section, SurveyDef } from './types'
