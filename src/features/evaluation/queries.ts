import type { EvaluationKind } from '@api/evaluation'
import { AREA, defineQuery } from '@/core/query'
import { getEvaluation } from './api'

// The evaluation reads, each defined once. Every evaluation given marks them all (AREA.evaluation).

export const evaluationQuery = defineQuery((kind: EvaluationKind, id: number) => [AREA.evaluation, kind, id], getEvaluation)
/** What waits for my evaluation and what I evaluated, one list per tab below it. */
export const EVALUATION_LIST = [AREA.evaluation, 'list'] as const
