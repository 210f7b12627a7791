import { AREA, defineQuery } from '@/core/query'
import { getSurvey } from './api'

// The survey reads, each defined once. Answering one marks them all (AREA.survey).

export const surveyQuery = defineQuery((id: number) => [AREA.survey, id], getSurvey)
/** The surveys open to me and those I answered, one list per tab below it. */
export const SURVEY_LIST = [AREA.survey, 'list'] as const
