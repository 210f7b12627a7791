// The Team PK rules as pure functions (unit-tested in tests/mock/team-pk-rules.test.ts; the
// routes use them): the ranking with its tie rule, and the boost limit.

export interface Rankable {
  id: number
  score: number
  /** ISO time the team reached its score. */
  reachedAt: string
}

/**
 * Teams in ranking order with their 1-based rank: score high to low; on a tie the team that
 * reached the score first (earlier reachedAt) ranks higher; then the lower id. A new array.
 */
export function rankTeams<T extends Rankable>(teams: readonly T[]): (T & { rank: number })[] {
  return [...teams]
    .sort((a, b) => b.score - a.score || Date.parse(a.reachedAt) - Date.parse(b.reachedAt) || a.id - b.id)
    .map((t, i) => ({ ...t, rank: i + 1 }))
}

export interface BoostMark {
  accountId: number
  teamId: number
  /** China calendar day, YYYY-MM-DD. */
  day: string
}

/** One boost per account per team per China day: other teams the same day, or the next day, are fine. */
export function canBoost(boosts: readonly BoostMark[], accountId: number, teamId: number, day: string): boolean {
  return !boosts.some((b) => b.accountId === accountId && b.teamId === teamId && b.day === day)
}
