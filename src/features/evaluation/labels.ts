import type { EvaluationKind, SalesTarget } from '@api/evaluation'
import { paths } from '@/routes'

export const KIND_LABELS: Record<EvaluationKind, string> = { service: '服务', activity: '活动', sales: '销售' }

export const OCCASION_LABELS: Record<SalesTarget['occasion'], string> = { 'test-drive': '试驾', purchase: '购车' }

const PAGES: Record<EvaluationKind, (id: number) => string> = {
  service: paths.serviceEvaluation,
  activity: paths.activityEvaluation,
  sales: paths.salesEvaluation,
}

/** The page that evaluates (or shows the evaluation of) one target. */
export const evaluationPage = (kind: EvaluationKind, id: number) => PAGES[kind](id)
