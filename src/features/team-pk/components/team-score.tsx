import { Text, View } from '@tarojs/components'
import type { Season, TeamDetail } from '@api/activity'
import { InfoRow } from '@/shared/info-row'
import { Panel } from '@/shared/panel'
import { DAILY_CAP, SCORE_RULE_TEXT } from '../score-rule'
import './team-score.scss'

/**
 * Where the team's score comes from: its members' community activity (what departed members
 * earned included) and the boosts it received; for a member, what they brought it today of the
 * daily cap. The rule is stated from the same figures the server credits with (score-rule.ts).
 */
export function TeamScore({ team, season }: { team: TeamDetail; season: Season }) {
  const { members, boosts } = team.scoreParts
  return (
    <Panel className='team-score' title='积分构成' extra={<Text className='team-score__total'>{`共 ${team.score} 分`}</Text>}>
      <InfoRow label='队员活跃'>
        <Text className='team-score__members'>{`${members} 分`}</Text>
      </InfoRow>
      <InfoRow label='好友助力'>
        <Text className='team-score__boosts'>{`${boosts} 分`}</Text>
        <Text className='team-score__hint'>{`（${team.boostsReceived} 次 × ${season.boostPoints} 分）`}</Text>
      </InfoRow>
      {team.myPointsToday !== null && (
        <InfoRow label='我今日贡献'>
          <Text className='team-score__today'>{`${team.myPointsToday} / ${DAILY_CAP} 分`}</Text>
          {team.myPointsToday >= DAILY_CAP && <Text className='team-score__hint'>（今日已达上限）</Text>}
        </InfoRow>
      )}
      <View className='team-score__rule'>{SCORE_RULE_TEXT}</View>
    </Panel>
  )
}
