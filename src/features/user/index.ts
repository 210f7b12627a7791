// The signed-in user's medals on screen (the user, points and medals themselves are entities). Plain re-exports only.
export { MedalList, type MedalListProps } from './components/medal-list'
export { MedalSummary } from './components/medal-summary'
