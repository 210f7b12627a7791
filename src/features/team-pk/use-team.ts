import { useRef, useState } from 'react'
import type { TeamDetail } from '@api/activity'
import { useQuery } from '@/shared/use-load'
import { myTeamQuery, teamQuery } from './queries'

/**
 * A team's read (`null`: none to read); `mine`: the viewer's own team (我的战队), read apart and
 * kept on the device. `dissolving(write)` stops reading it while the team is
 * dissolved: the write marks Team PK changed, and reading a team that has gone would answer 404
 * and toast it over 战队已解散. What was shown stays until the page moves on; a failed write
 * reads it again.
 */
export function useTeam(id: number | null | undefined, mine = false) {
  const [gone, setGone] = useState<number | null>(null)
  const paused = id !== null && id !== undefined && gone === id
  const team = useQuery(mine ? myTeamQuery : teamQuery, !paused && id !== null && id !== undefined && [id])
  const last = useRef<TeamDetail>()
  if (team.data) last.current = team.data
  const dissolving = async <T>(write: () => Promise<T>): Promise<T> => {
    setGone(id ?? null)
    try {
      return await write()
    } catch (e) {
      setGone(null)
      throw e
    }
  }
  return { ...team, data: team.data ?? (paused ? last.current : undefined), dissolving }
}

export type Dissolving = ReturnType<typeof useTeam>['dissolving']
