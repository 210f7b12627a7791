import { View } from '@tarojs/components'
import { openPage } from '@/core/navigation'
import { useToken } from '@/core/session'
import { paths } from '@/routes'
import { Button } from '@/shared/button'
import { Screen, StateView } from '@/shared/screen'
import { seasonEnded, useSeason } from '../hooks'
import { useTeam } from '../use-team'
import { TeamView } from './team-detail-screen'
import './my-team-screen.scss'

/** Without a team: the ways to get one (form one, browse, the recommended ones). */
function NoTeam({ ended }: { ended: boolean }) {
  if (ended) return <StateView title='本赛季你没有加入战队' text='赛季已结束，下个赛季再来组队吧' retryText='查看排行榜' onRetry={() => void openPage(paths.teamRanking())} />
  return (
    <View className='team-none'>
      <StateView title='你还没有战队' text='组建自己的战队，或加入一支还有空位的战队，和车友一起冲榜' retryText='组建战队' onRetry={() => void openPage(paths.formTeam())} />
      <View className='team-none__more'>
        <Button className='team-none__link' variant='secondary' size='m' onClick={() => void openPage(paths.recommendedTeams())}>
          推荐战队
        </Button>
        <Button className='team-none__link' variant='secondary' size='m' onClick={() => void openPage(paths.teams())}>
          浏览全部战队
        </Button>
      </View>
    </View>
  )
}

/** 我的战队: my team with the captain's tools (remove a member, dissolve), or the way to get one. */
export function MyTeamScreen() {
  const token = useToken()
  const season = useSeason()
  const teamId = token ? season.data?.myTeamId ?? null : null
  const team = useTeam(teamId, true)
  const s = season.data
  return (
    <Screen login='登录后查看我的战队' load={teamId === null ? season : [season, team]}>
      {s && teamId === null && <NoTeam ended={seasonEnded(s)} />}
      {s && teamId !== null && team.data && <TeamView team={team.data} season={s} manage dissolving={team.dissolving} />}
    </Screen>
  )
}
