export * from './api'
export { SurveyListScreen } from './components/list-screen'
export { SurveyScreen } from './components/one-page-survey'
export { SurveyStepScreen } from './components/step-survey'
