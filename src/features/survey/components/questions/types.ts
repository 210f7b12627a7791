import type { Answer, Question, SurveyDef } from '@api/survey'
import type { UploadScope } from '@/shared/upload/in-flight'

/** What every answer control takes: the question, its answer so far and where a change goes. */
export interface ControlProps {
  survey: SurveyDef
  question: Question
  answer: Answer | undefined
  /** Seeds this person's option order. */
  seed: number
  onChange: (answer: Answer) => void
  /** The survey form's upload scope: a picture on its way holds back this survey's submit. */
  uploads: UploadScope
}
