export { YearlyStoryScreen } from './components/story-screen'
export { YearlyKeywordScreen } from './components/keyword-screen'
export { YearlyCardScreen } from './components/card-screen'
export { YearlySharedScreen } from './components/shared-screen'
