export { getEvaluation, getEvaluations, submitEvaluation } from './api'
export { EvaluationListScreen } from './components/list-screen'
export { EvaluateScreen } from './components/evaluate-screen'
export { KIND_LABELS, evaluationPage } from './labels'
