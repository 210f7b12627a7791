export { BoostScreen } from './components/boost-screen'
export { RankingScreen } from './components/ranking-screen'
export { PkScreen } from './components/pk-screen'
export { TeamRulesScreen } from './components/rules-screen'
