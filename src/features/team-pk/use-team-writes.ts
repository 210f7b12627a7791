import type { TeamMember } from '@api/activity'
import { openPage } from '@/core/navigation'
import { paths } from '@/routes'
import { toast } from '@/shared/toast'
import { useWrite } from '@/shared/use-write'
import { challenge, dissolveTeam, leaveTeam, removeMember } from './api'
import type { Dissolving } from './use-team'

/**
 * A team page's writes, one at a time on the screen: `busy` while any of them runs, and a tap on
 * another meanwhile does nothing. A failure has been told by the request layer (useWrite).
 */
export function useTeamWrites(teamId: number, dissolving: Dissolving, onDissolved?: () => void) {
  const leave = useWrite(() => leaveTeam(teamId), { done: '已退出战队' })
  /** A captain leaves, handing the team over to a member. */
  const handOver = useWrite((successor: TeamMember) => leaveTeam(teamId, { successorId: successor.accountId }), { done: '已移交队长并退出战队' })
  const dissolve = useWrite(() => dissolving(() => dissolveTeam(teamId)), { done: '战队已解散', onDone: () => onDissolved?.() })
  /** A head-to-head with my team; it opens to be shared. */
  const startPk = useWrite(() => challenge(teamId), { onDone: (pk) => openPage(paths.pk(pk.id)) })
  const remove = useWrite((member: TeamMember) => removeMember(teamId, member.accountId), {
    onDone: (_team, member) => toast(`已将 ${member.displayName} 移出战队`),
  })
  const busy = leave.busy || handOver.busy || dissolve.busy || startPk.busy || remove.busy
  return { leave, handOver, dissolve, startPk, remove, busy }
}

export type TeamWrites = ReturnType<typeof useTeamWrites>
