// The signed-in user: profile, points, medals. Plain re-exports only.
export * from './api'
export { MedalList, type MedalListProps } from './components/medal-list'
export { MedalSummary } from './components/medal-summary'
