import { EvaluationListScreen } from '@/features/evaluation'

/** 我的评价: what waits for my evaluation and what I evaluated. */
export default function EvaluationListPage() {
  return <EvaluationListScreen />
}
