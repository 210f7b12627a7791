import { Text, View } from '@tarojs/components'
import type { Season } from '@api/activity'
import { openPage } from '@/core/navigation'
import { useToken } from '@/core/session'
import { paths } from '@/routes'
import { activation } from '@/shared/card/activation'
import { countdownText, useCountdown } from '@/shared/countdown'
import { PagedListView, usePagedQuery } from '@/shared/paged-list'
import { Screen } from '@/shared/screen'
import { useQuery } from '@/shared/use-load'
import { seasonEnded, useSeason } from '../hooks'
import { myRankingQuery, rankingList } from '../queries'
import { RankingRowView } from './ranking-row'
import './ranking-screen.scss'

function Link({ text, to }: { text: string; to: string }) {
  const open = () => void openPage(to)
  return (
    <div className='team-board__action' role='link' onClick={open} {...activation(open)}>
      {text}
    </div>
  )
}

/** The season's name, the time left (a re-read of the season when it runs out) and what I can do. */
function BoardHead({ season, ended, onEnd }: { season: Season; ended: boolean; onEnd: () => void }) {
  const clock = useCountdown(ended ? undefined : season.endTime, onEnd)
  return (
    <View className='team-board__head'>
      <View className='team-board__title' role='heading' aria-level={1}>
        {ended ? '最终排名' : season.name}
      </View>
      <Text className='team-board__when'>{ended ? `${season.name}已结束，以下为最终排名` : `距赛季结束 ${countdownText(clock)}`}</Text>
      <View className='team-board__actions'>
        {!ended && (season.myTeamId === null ? <Link text='组建战队' to={paths.formTeam()} /> : <Link text='我的战队' to={paths.myTeam()} />)}
        {!ended && season.myTeamId === null && <Link text='加入战队' to={paths.teams()} />}
        <Link text='排名规则' to={paths.teamRules()} />
      </View>
    </View>
  )
}

/** 总排行榜: teams by score (ties: who reached it first, the server's order), my team pinned on top. */
export function RankingScreen() {
  const token = useToken()
  const season = useSeason()
  const list = usePagedQuery(rankingList, [], { keyOf: (row) => row.teamId, reachBottom: true })
  const mine = useQuery(myRankingQuery, Boolean(token) && [])
  const s = season.data
  const ended = s ? seasonEnded(s) : false
  const myRow = mine.data ?? null
  return (
    <Screen title={ended ? '最终排名' : undefined} load={season}>
      {s && (
        <View className='team-board'>
          <BoardHead season={s} ended={ended} onEnd={() => void season.reload()} />
          {myRow && (
            <View className='team-board__mine'>
              <Text className='team-board__mine-label'>我的战队</Text>
              <RankingRowView row={myRow} mine />
            </View>
          )}
          <PagedListView
            className='team-board__list'
            list={list}
            emptyText='本赛季还没有战队上榜'
            renderItem={(row) => <RankingRowView key={row.teamId} row={row} mine={row.teamId === myRow?.teamId} />}
          />
        </View>
      )}
    </Screen>
  )
}
