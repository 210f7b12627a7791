import { Text, View } from '@tarojs/components'
import type { TeamSummary } from '@api/activity'
import { openPage } from '@/core/navigation'
import { paths } from '@/routes'
import { TappableCard } from '@/shared/card'
import { Img } from '@/shared/img'
import type { useJoin } from '../use-join'
import { JoinButton } from './join-button'
import './team-card.scss'

export interface TeamCardProps {
  team: TeamSummary
  /** The screen's one `useJoin()`, shared by its cards. */
  joining: ReturnType<typeof useJoin>
}

/** A team in a list: who and where, members, score and rank; a tap opens it, 加入 joins it. */
export function TeamCard({ team: t, joining }: TeamCardProps) {
  const footer = <JoinButton state={joining.stateOf(t)} busy={joining.joining === t.id} onJoin={() => void joining.join(t.id)} />
  return (
    <TappableCard className='team-card' label={`${t.name}，第 ${t.rank} 名`} onTap={() => void openPage(paths.team(t.id))} footer={footer}>
      <View className='team-card__row' data-team-id={t.id}>
        <Img className='team-card__avatar' src={t.avatar} alt='' mode='aspectFill' lazyLoad />
        <View className='team-card__body'>
          <Text className='team-card__name'>{t.name}</Text>
          <Text className='team-card__meta'>{`${t.cityName} · 队长 ${t.captainName}`}</Text>
          <Text className='team-card__members'>{`成员 ${t.memberCount}/${t.maxMembers}`}</Text>
        </View>
        <View className='team-card__figures'>
          <Text className='team-card__score'>{`${t.score} 分`}</Text>
          <Text className='team-card__rank'>{`第 ${t.rank} 名`}</Text>
        </View>
      </View>
    </TappableCard>
  )
}
