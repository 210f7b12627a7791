import { useState } from 'react'
import { Text, View } from '@tarojs/components'
import type { Season, TeamDetail, TeamMember } from '@api/activity'
import { openPage } from '@/core/navigation'
import { paths } from '@/routes'
import { Button } from '@/shared/button'
import { confirmDestructive } from '@/shared/confirm'
import { seasonEnded } from '../hooks'
import { useJoin } from '../use-join'
import type { TeamWrites } from '../use-team-writes'
import { JoinButton } from './join-button'
import { LeaveSheet } from './team-leave-sheet'

export interface TeamActionsProps {
  team: TeamDetail
  season: Season
  /** The screen's writes, one at a time. */
  writes: TeamWrites
  /** My team's screen: the captain also dissolves from here. */
  manage?: boolean
}

/** The captain's or member's leaving, joining, boosting and the head-to-head, by role and season. */
export function TeamActions({ team: t, season, writes, manage }: TeamActionsProps) {
  const joining = useJoin()
  const [choosing, setChoosing] = useState(false)
  if (seasonEnded(season)) return <Text className='team-actions__ended'>{`赛季已结束，最终排名第 ${t.rank} 名`}</Text>

  const leave = async () => {
    if (t.myRole === 'captain') return setChoosing(true)
    if (writes.busy) return
    const yes = await confirmDestructive({ title: '退出战队', content: `确定退出「${t.name}」吗？你为战队贡献的积分将留在战队`, confirmText: '退出' })
    if (yes) await writes.leave.run()
  }
  const handOver = async (m: TeamMember) => {
    setChoosing(false)
    if (writes.busy) return
    const yes = await confirmDestructive({ title: '移交队长', content: `确定将队长移交给 ${m.displayName} 并退出战队吗？`, confirmText: '移交并退出' })
    if (yes) await writes.handOver.run(m)
  }
  const dissolve = async () => {
    setChoosing(false)
    if (writes.busy) return
    const yes = await confirmDestructive({ title: '解散战队', content: `确定解散「${t.name}」吗？解散后不可恢复，成员将全部离开`, confirmText: '解散' })
    if (yes) await writes.dissolve.run()
  }
  const startPk = () => {
    if (!writes.busy) void writes.startPk.run()
  }
  const rival = Boolean(season.myTeamId && season.myTeamId !== t.id)

  return (
    <View className='team-actions'>
      {t.myRole === null && <JoinButton className='team-actions__join' size='m' state={joining.stateOf(t)} busy={joining.joining === t.id} onJoin={() => void joining.join(t.id)} />}
      {t.myRole !== null && (
        <Button className='team-actions__leave' variant='secondary' size='m' loading={writes.leave.busy || writes.handOver.busy} onClick={() => void leave()}>
          退出战队
        </Button>
      )}
      {manage && t.myRole === 'captain' && (
        <Button className='team-actions__dissolve' variant='secondary' size='m' tone='danger' loading={writes.dissolve.busy} onClick={() => void dissolve()}>
          解散战队
        </Button>
      )}
      <Button className='team-actions__boost' variant='primary' size='m' onClick={() => void openPage(paths.boostTeam(t.id))}>
        为TA助力
      </Button>
      {t.pkId !== null && (
        <Button className='team-actions__pk' variant='secondary' size='m' onClick={() => void openPage(paths.pk(t.pkId!))}>
          查看 PK
        </Button>
      )}
      {rival && (
        <Button className='team-actions__challenge' variant='secondary' size='m' loading={writes.startPk.busy} onClick={startPk}>
          发起 PK
        </Button>
      )}
      {choosing && <LeaveSheet members={t.members.filter((m) => !m.isCaptain)} onHandOver={(m) => void handOver(m)} onDissolve={() => void dissolve()} onClose={() => setChoosing(false)} />}
    </View>
  )
}
