export { getCollectedInfo, getThirdPartySharing } from './api'
export { groupByScenario, OTHER_SCENARIO, type ScenarioGroup } from './group'
export { CollectedListScreen } from './components/collected-list-screen'
export { ShareListScreen } from './components/share-list-screen'
