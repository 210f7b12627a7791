import type { Season } from '@api/activity'
import { useLoad } from '@/shared/use-load'
import { getSeason } from './api'

/** The season's cache entry: every write marks 'team-pk' changed, so my team here follows. */
export const SEASON_KEY = ['team-pk', 'season'] as const

/** The running season (or the last, ended) and, logged in, my team in it. */
export function useSeason() {
  return useLoad(SEASON_KEY, getSeason)
}

/** Over: the server says so, or its end time passed while the page was open. */
export function seasonEnded(season: Season, now = Date.now()): boolean {
  return season.state === 'ended' || Date.parse(season.endTime) <= now
}
