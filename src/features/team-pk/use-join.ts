import type { TeamSummary } from '@api/activity'
import { openPage } from '@/core/navigation'
import { useToken } from '@/core/session'
import { paths } from '@/routes'
import { loginHere } from '@/shared/login-prompt'
import { useRequestId, useWrite } from '@/shared/use-write'
import { joinTeam } from './api'
import { seasonEnded, useSeason } from './hooks'

/** How a team's 加入 shows: hidden (I have a team, the season ended), full, or open. */
export type JoinState = 'hidden' | 'full' | 'open'

export const isFull = (team: Pick<TeamSummary, 'memberCount' | 'maxMembers'>) => team.memberCount >= team.maxMembers

/**
 * Joining a team from a card or a detail: logged out, the login page (and back); joined, the
 * team's page opens. A refusal (full meanwhile, already in a team) is toasted by the request layer.
 * A tap again after a lost answer is the same join (its request id): the server answers it once.
 */
export function useJoin() {
  const token = useToken()
  const season = useSeason()
  const withId = useRequestId()
  const write = useWrite((teamId: number) => withId(teamId, (requestId) => joinTeam(teamId, requestId)), { done: '加入成功', onDone: (_team, teamId) => openPage(paths.team(teamId)) })
  const inTeam = Boolean(token && season.data?.myTeamId)
  const stateOf = (team: Pick<TeamSummary, 'memberCount' | 'maxMembers'>): JoinState => {
    if (inTeam || seasonEnded(season.data)) return 'hidden'
    return isFull(team) ? 'full' : 'open'
  }
  const join = async (teamId: number) => {
    if (!token) return void loginHere()
    await write.run(teamId)
  }
  /** The team being joined, if any. */
  const joining = write.pending?.[0] ?? null
  return { stateOf, join, joining }
}
