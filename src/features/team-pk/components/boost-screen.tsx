import { useState } from 'react'
import { Text, View } from '@tarojs/components'
import type { BoostResult } from '@api/activity'
import { openPage } from '@/core/navigation'
import { isRequestError } from '@/core/request'
import { useToken } from '@/core/session'
import { paths } from '@/routes'
import { Button } from '@/shared/button'
import { activation } from '@/shared/card/activation'
import { Img } from '@/shared/img'
import { Screen } from '@/shared/screen'
import { useQuery } from '@/shared/use-load'
import { loginHere } from '@/shared/login-prompt'
import { useWrite } from '@/shared/use-write'
import { boostTeam } from '../api'
import { seasonEnded, useSeason } from '../hooks'
import { teamQuery } from '../queries'
import './boost-screen.scss'

// The server's answer to a second boost of the same team the same day (its message is toasted).
const ALREADY = 409

function PageLink({ text, to }: { text: string; to: string }) {
  const open = () => void openPage(to)
  return (
    <div className='team-boost__link' role='link' onClick={open} {...activation(open)}>
      {text}
    </div>
  )
}

/** 战队助力: one boost per team per day raises its score by the season's boostPoints. */
export function BoostScreen({ id }: { id: number | undefined }) {
  const token = useToken()
  const season = useSeason()
  const team = useQuery(teamQuery, id !== undefined && [id])
  const [result, setResult] = useState<BoostResult>()
  const { setData } = team
  const boosting = useWrite(boostTeam, {
    onDone: (answer) => {
      setResult(answer)
      // The write marks Team PK changed, so the team is read again; until then, the answer's figures.
      setData((t) => t && { ...t, score: answer.team.score, rank: answer.team.rank, boostedToday: true, boostsReceived: t.boostsReceived + 1 })
    },
  })
  // Boosted already today (on another device, say): the request layer toasted why; the page stays, done.
  const refused = isRequestError(boosting.failure) && boosting.failure.status === ALREADY

  const boost = () => {
    if (!token) return void loginHere()
    if (id !== undefined) void boosting.run(id)
  }

  const t = team.data && (refused ? { ...team.data, boostedToday: true } : team.data)
  const s = season.data
  const ended = s ? seasonEnded(s) : false
  return (
    <Screen missing={id === undefined && '缺少战队 id，无法打开'} unknown='该战队不存在或已解散' load={[team, season]}>
      {t && s && (
        <View className='team-boost'>
          <View className='team-boost__card'>
            <Img className='team-boost__avatar' src={t.avatar} alt='' />
            <View className='team-boost__name' role='heading' aria-level={1}>
              {t.name}
            </View>
            {t.slogan && <Text className='team-boost__slogan'>{t.slogan}</Text>}
            <View className='team-boost__figures'>
              <View className='team-boost__figure'>
                <Text className='team-boost__value'>{t.score}</Text>
                <Text className='team-boost__label'>总积分</Text>
              </View>
              <View className='team-boost__figure'>
                <Text className='team-boost__value'>{`第 ${t.rank} 名`}</Text>
                <Text className='team-boost__label'>{ended ? '最终排名' : '当前排名'}</Text>
              </View>
            </View>
          </View>
          {result && (
            <View className='team-boost__result' role='status'>
              <Text className='team-boost__added'>{`助力成功 +${result.added}`}</Text>
              <Text className='team-boost__now'>{`${result.team.name} 现有 ${result.team.score} 分，排名第 ${result.team.rank} 名`}</Text>
            </View>
          )}
          {ended ? (
            <Text className='team-boost__final'>{`赛季已结束，${t.name} 最终排名第 ${t.rank} 名，共 ${t.score} 分`}</Text>
          ) : (
            <>
              <Text className='team-boost__rule'>{`每人每天可为同一战队助力 1 次，每次 +${s.boostPoints} 分`}</Text>
              <Button className='team-boost__button' variant='primary' disabled={Boolean(token) && t.boostedToday} loading={boosting.busy} onClick={boost}>
                {token && t.boostedToday ? '今日已助力' : '助力'}
              </Button>
              {!token && <Text className='team-boost__hint'>登录后即可为战队助力</Text>}
            </>
          )}
          <View className='team-boost__links'>
            <PageLink text='查看战队' to={paths.team(t.id)} />
            <PageLink text={ended ? '最终排名' : '总排行榜'} to={paths.teamRanking()} />
          </View>
        </View>
      )}
    </Screen>
  )
}
