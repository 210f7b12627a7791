import { Text, View } from '@tarojs/components'
import type { Season, TeamDetail, TeamMember } from '@api/activity'
import { redirectTo } from '@/core/navigation'
import { paths } from '@/routes'
import { confirmDestructive } from '@/shared/confirm'
import { Img } from '@/shared/img'
import { Screen } from '@/shared/screen'
import { useSeason } from '../hooks'
import { useTeam, type Dissolving } from '../use-team'
import { useTeamWrites } from '../use-team-writes'
import { MemberList } from './member-list'
import { TeamActions } from './team-actions'
import { TeamScore } from './team-score'
import './team-detail-screen.scss'

/** Who the team is, and where it stands: rank, score, boosts received. */
function TeamHeader({ team: t }: { team: TeamDetail }) {
  return (
    <View className='team-head'>
      <View className='team-head__who'>
        <Img className='team-head__avatar' src={t.avatar} alt='' mode='aspectFill' />
        <View className='team-head__names'>
          <Text className='team-head__name'>{t.name}</Text>
          <Text className='team-head__city'>{`${t.cityName} · 队长 ${t.captainName}`}</Text>
        </View>
      </View>
      {t.slogan && <Text className='team-head__slogan'>{t.slogan}</Text>}
      <View className='team-head__figures'>
        <View className='team-head__figure'>
          <Text className='team-head__value'>{`第 ${t.rank} 名`}</Text>
          <Text className='team-head__label'>排名</Text>
        </View>
        <View className='team-head__figure'>
          <Text className='team-head__value team-head__score'>{t.score}</Text>
          <Text className='team-head__label'>总积分</Text>
        </View>
        <View className='team-head__figure'>
          <Text className='team-head__value'>{t.boostsReceived}</Text>
          <Text className='team-head__label'>获得助力</Text>
        </View>
      </View>
    </View>
  )
}

export interface TeamViewProps {
  team: TeamDetail
  season: Season
  /** My team's screen: the captain's tools (remove a member, dissolve). */
  manage?: boolean
  /** The team's read, paused while it is dissolved (use-team.ts). */
  dissolving: Dissolving
  onDissolved?: () => void
}

/** A team's page body, shared by 战队详情 and 我的战队: header, actions by role, the score's parts, members. */
export function TeamView({ team, season, manage, dissolving, onDissolved }: TeamViewProps) {
  const writes = useTeamWrites(team.id, dissolving, onDissolved)
  const removing = writes.remove.pending?.[0].accountId ?? null
  const remove = async (m: TeamMember) => {
    if (writes.busy) return
    const yes = await confirmDestructive({ title: '移出成员', content: `确定将 ${m.displayName} 移出战队？`, confirmText: '移出' })
    if (yes) await writes.remove.run(m)
  }
  const canRemove = manage && team.myRole === 'captain' && season.state === 'running'
  return (
    <View className='team-detail'>
      <TeamHeader team={team} />
      <TeamActions team={team} season={season} writes={writes} manage={manage} />
      <TeamScore team={team} season={season} />
      <MemberList members={team.members} maxMembers={team.maxMembers} onRemove={canRemove ? (m) => void remove(m) : undefined} removing={removing} />
    </View>
  )
}

/** 战队详情: ?id= the team. */
export function TeamDetailScreen({ id }: { id: number | undefined }) {
  const team = useTeam(id)
  const season = useSeason()
  return (
    <Screen missing={id === undefined && '缺少战队 id，无法打开'} unknown='该战队不存在或已解散' load={[team, season]}>
      {team.data && season.data && <TeamView team={team.data} season={season.data} dissolving={team.dissolving} onDissolved={() => void redirectTo(paths.teams())} />}
    </Screen>
  )
}
