import { Text, View } from '@tarojs/components'
import type { RankingRow } from '@api/activity'
import { openPage } from '@/core/navigation'
import { paths } from '@/routes'
import { activation } from '@/shared/card/activation'
import { Img } from '@/shared/img'
import './ranking-row.scss'

/** A team's place in the ranking: the first three marked; my team's row stands out. A tap opens the team. */
export function RankingRowView({ row, mine = false }: { row: RankingRow; mine?: boolean }) {
  const open = () => void openPage(paths.team(row.teamId))
  const top = row.rank <= 3
  return (
    <div
      className={`team-board-row${mine ? ' team-board-row--mine' : ''}`}
      role='link'
      aria-label={`第 ${row.rank} 名 ${row.name}，${row.score} 分${mine ? '，我的战队' : ''}`}
      data-team-id={row.teamId}
      onClick={open}
      {...activation(open)}
    >
      <View className={`team-board-row__rank${top ? ` team-board-row__rank--top team-board-row__rank--${row.rank}` : ''}`}>{row.rank}</View>
      <Img className='team-board-row__avatar' src={row.avatar} alt='' lazyLoad />
      <View className='team-board-row__body'>
        <View className='team-board-row__name'>{row.name}</View>
        <Text className='team-board-row__members'>{`${row.memberCount} 名成员`}</Text>
      </View>
      <View className='team-board-row__score'>
        {row.score}
        <Text className='team-board-row__unit'>分</Text>
      </View>
    </div>
  )
}
