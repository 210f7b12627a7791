import { Text, View } from '@tarojs/components'
import { openPage } from '@/core/navigation'
import { useToken } from '@/core/session'
import { paths } from '@/routes'
import { Screen, StateView } from '@/shared/screen'
import { useQuery } from '@/shared/use-load'
import { recommendedTeamsQuery } from '../queries'
import { useJoin } from '../use-join'
import { TeamCard } from './team-card'
import './recommended-screen.scss'

/** 推荐战队: teams with room, those of my city first; join one, or form my own when none has room. */
export function RecommendedScreen() {
  const token = useToken()
  const teams = useQuery(recommendedTeamsQuery, Boolean(token) && [])
  const joining = useJoin()
  return (
    <Screen login='登录后为你推荐同城战队' load={teams}>
      {teams.data?.length === 0 && (
        <StateView title='暂无可加入的战队' text='现在没有还有空位的战队，不如自己组建一支' retryText='组建战队' onRetry={() => void openPage(paths.formTeam())} />
      )}
      {!!teams.data?.length && (
        <View className='team-recommended'>
          <Text className='team-recommended__hint'>以下战队还有空位，同城战队优先</Text>
          {teams.data.map((t) => (
            <TeamCard key={t.id} team={t} joining={joining} />
          ))}
        </View>
      )}
    </Screen>
  )
}
