import { Text, View } from '@tarojs/components'
import type { PkMatch, TeamSummary } from '@api/activity'
import { openPage } from '@/core/navigation'
import { useToken } from '@/core/session'
import { paths } from '@/routes'
import { Button } from '@/shared/button'
import { countdownText, useCountdown } from '@/shared/countdown'
import { Img } from '@/shared/img'
import { Screen } from '@/shared/screen'
import { ShareButton, sharePage, usePageShare } from '@/shared/share'
import { useQuery } from '@/shared/use-load'
import { finalText, gapText, hasRoom, sideGapText } from '../pk-text'
import { seasonEnded, useSeason } from '../hooks'
import { pkQuery } from '../queries'
import { pkShareData, pkShareFallback } from '../share'
import './pk-screen.scss'

function Side({ team, gap }: { team: TeamSummary; gap: string }) {
  return (
    <View className='team-vs__side' data-team-id={team.id}>
      <Img className='team-vs__avatar' src={team.avatar} alt='' />
      <Text className='team-vs__name'>{team.name}</Text>
      <Text className='team-vs__score'>{`${team.score} 分`}</Text>
      <Text className='team-vs__side-gap'>{gap}</Text>
    </View>
  )
}

/** What a friend who opens the page can do: boost either team, join one with room (its page joins). */
function Actions({ match, canJoin }: { match: PkMatch; canJoin: boolean }) {
  return (
    <View className='team-vs__actions'>
      {[match.teamA, match.teamB].map((team) => (
        <View key={team.id} className='team-vs__action-row'>
          <Button className='team-vs__boost' variant='primary' onClick={() => void openPage(paths.boostTeam(team.id))}>
            {`为 ${team.name} 助力`}
          </Button>
          {canJoin && hasRoom(team) && (
            <Button className='team-vs__join' variant='secondary' aria-label={`加入 ${team.name}`} onClick={() => void openPage(paths.team(team.id))}>
              加入
            </Button>
          )}
        </View>
      ))}
    </View>
  )
}

function Clock({ match, ended, onEnd }: { match: PkMatch; ended: boolean; onEnd: () => void }) {
  const clock = useCountdown(ended ? undefined : match.season.endTime, onEnd)
  return <Text className='team-vs__clock'>{ended ? finalText(match) : `距赛季结束 ${countdownText(clock)}`}</Text>
}

/** PK 详情: two teams head to head, shared in both targets; a friend who opens it boosts or joins. */
export function PkScreen({ id }: { id: number | undefined }) {
  const token = useToken()
  const pk = useQuery(pkQuery, id !== undefined && [id])
  // Logged in: whether I have a team already (then joining is not offered).
  const season = useSeason()
  const m = pk.data
  const share = m ? pkShareData(m) : pkShareFallback(id)
  usePageShare(share)

  const ended = m ? seasonEnded(m.season) : false
  const inTeam = Boolean(token) && (season.data?.myTeamId ?? null) !== null
  return (
    <Screen missing={id === undefined && '缺少 PK id，无法打开'} unknown='该 PK 不存在或已结束' load={pk}>
      {m && (
        <View className='team-vs'>
          <Text className='team-vs__season'>{m.season.name}</Text>
          <View className='team-vs__board'>
            <Side team={m.teamA} gap={sideGapText(m, 'A')} />
            <Text className='team-vs__mark'>VS</Text>
            <Side team={m.teamB} gap={sideGapText(m, 'B')} />
          </View>
          <View className='team-vs__gap' role='heading' aria-level={1}>
            {gapText(m)}
          </View>
          <Clock match={m} ended={ended} onEnd={() => void pk.reload()} />
          {!ended && <Actions match={m} canJoin={!inTeam} />}
          <ShareButton
            className='team-vs__share'
            as='button'
            look={{ variant: 'secondary', tone: 'gold' }}
            label='分享'
            onShare={() => void sharePage({ title: share.title, text: gapText(m), path: share.path })}
          >
            {ended ? '分享最终战况' : '邀请好友助力'}
          </ShareButton>
        </View>
      )}
    </Screen>
  )
}
