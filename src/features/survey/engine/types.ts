// The engine's vocabulary: the survey types shared with the dev API server. Type imports only,
// so the engine stays plain TypeScript that the server can import too (see index.ts).
export type { Answer, Answers, ChoiceAnswer, Condition, Option, Question, QuestionType, Section, SurveyDef } from '@api/survey'
