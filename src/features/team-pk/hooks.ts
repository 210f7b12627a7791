import type { Season } from '@api/activity'
import { useToken } from '@/core/session'
import { useQuery } from '@/shared/use-load'
import { seasonQuery } from './queries'

/**
 * The season, and with a token my team in it. Keyed by whether there is a token, so logging in
 * reads it again (a guest's answer has no `myTeamId`); every Team PK write marks it changed.
 */
export function useSeason() {
  const token = useToken()
  return useQuery(seasonQuery, [token ? 'mine' : 'guest'])
}

/**
 * An ended season shows its final ranking and no actions: the server says so, or its end time
 * passed while the page was open.
 */
export function seasonEnded(season: Pick<Season, 'state' | 'endTime'> | undefined, now = Date.now()): boolean {
  if (!season) return false
  return season.state === 'ended' || Date.parse(season.endTime) <= now
}
