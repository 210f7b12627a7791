import { useState } from 'react'
import { Text, View } from '@tarojs/components'
import type { Season, TeamDetail, TeamMember } from '@api/activity'
import { openPage } from '@/core/navigation'
import { paths } from '@/routes'
import { Button } from '@/shared/button'
import { confirmDestructive } from '@/shared/confirm'
import { toast } from '@/shared/toast'
import { challenge, dissolveTeam, leaveTeam } from '../api'
import { seasonEnded } from '../hooks'
import type { useBusy } from '../use-busy'
import type { Dissolving } from '../use-team'
import { useJoin } from '../use-join'
import { JoinButton } from './join-button'
import { LeaveSheet } from './team-leave-sheet'

export interface TeamActionsProps {
  team: TeamDetail
  season: Season
  /** The screen's one write at a time. */
  writes: ReturnType<typeof useBusy>
  /** My team's screen: the captain also dissolves from here. */
  manage?: boolean
  /** The team's read, paused while it is dissolved. */
  dissolving: Dissolving
  /** After the team was dissolved (its page has nothing left to show). */
  onDissolved?: () => void
}

/** The captain's or member's leaving, joining, boosting and the head-to-head, by role and season. */
export function TeamActions({ team: t, season, writes, manage, dissolving, onDissolved }: TeamActionsProps) {
  const joining = useJoin()
  const [choosing, setChoosing] = useState(false)
  const { busy, run } = writes
  if (seasonEnded(season)) return <Text className='team-actions__ended'>{`赛季已结束，最终排名第 ${t.rank} 名`}</Text>

  const leave = async () => {
    if (t.myRole === 'captain') return setChoosing(true)
    const yes = await confirmDestructive({ title: '退出战队', content: `确定退出「${t.name}」吗？你为战队贡献的积分将留在战队`, confirmText: '退出' })
    if (yes && (await run('leave', () => leaveTeam(t.id)))) toast('已退出战队', 'success')
  }
  const handOver = async (m: TeamMember) => {
    setChoosing(false)
    const yes = await confirmDestructive({ title: '移交队长', content: `确定将队长移交给 ${m.displayName} 并退出战队吗？`, confirmText: '移交并退出' })
    if (yes && (await run('leave', () => leaveTeam(t.id, { successorId: m.accountId })))) toast('已移交队长并退出战队', 'success')
  }
  const dissolve = async () => {
    setChoosing(false)
    const yes = await confirmDestructive({ title: '解散战队', content: `确定解散「${t.name}」吗？解散后不可恢复，成员将全部离开`, confirmText: '解散' })
    if (!yes || !(await run('dissolve', () => dissolving(() => dissolveTeam(t.id))))) return
    toast('战队已解散', 'success')
    onDissolved?.()
  }
  const startPk = () =>
    void run('pk', async () => {
      const pk = await challenge(t.id)
      await openPage(paths.pk(pk.id))
    })
  const rival = Boolean(season.myTeamId && season.myTeamId !== t.id)

  return (
    <View className='team-actions'>
      {t.myRole === null && <JoinButton className='team-actions__join' state={joining.stateOf(t)} busy={joining.joining === t.id} onJoin={() => void joining.join(t.id)} />}
      {t.myRole !== null && (
        <Button className='team-actions__leave' loading={busy === 'leave'} onClick={() => void leave()}>
          退出战队
        </Button>
      )}
      {manage && t.myRole === 'captain' && (
        <Button className='team-actions__dissolve' loading={busy === 'dissolve'} onClick={() => void dissolve()}>
          解散战队
        </Button>
      )}
      <Button className='team-actions__boost' onClick={() => void openPage(paths.boostTeam(t.id))}>
        为TA助力
      </Button>
      {t.pkId !== null && (
        <Button className='team-actions__pk' onClick={() => void openPage(paths.pk(t.pkId!))}>
          查看 PK
        </Button>
      )}
      {rival && (
        <Button className='team-actions__challenge' loading={busy === 'pk'} onClick={startPk}>
          发起 PK
        </Button>
      )}
      {choosing && <LeaveSheet members={t.members.filter((m) => !m.isCaptain)} onHandOver={(m) => void handOver(m)} onDissolve={() => void dissolve()} onClose={() => setChoosing(false)} />}
    </View>
  )
}
