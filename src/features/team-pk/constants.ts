// The server's constants (types/api/activity-team-pk.ts declares them for the dev API server; src
// imports only types from there). A test keeps them equal.
export const TEAM_PK_BASE = '/api/v1/activity/app/team-pk'
export const TEAM_LIMITS = { nameMin: 2, nameMax: 12, sloganMax: 30 } as const
