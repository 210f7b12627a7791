import { Text, View } from '@tarojs/components'
import { openPage } from '@/core/navigation'
import { paths } from '@/routes'
import { TappableCard } from '@/shared/card'
import { Img } from '@/shared/img'
import { useRunningLottery } from '../use-running-lottery'
import './lottery-entry.scss'

/**
 * The way into the lottery running now (mine, sign-in, the car tab): its cover and name, and
 * `note` where the page is a task that grants draws (the sign-in's). Nothing while none runs or
 * the list cannot be read: it is an offer, not a part the page needs.
 */
export function LotteryEntry({ note }: { note?: string }) {
  const lottery = useRunningLottery()
  if (!lottery) return null
  return (
    <TappableCard className='draw-entry' label={`幸运抽奖：${lottery.name}`} onTap={() => void openPage(paths.lottery(lottery.id))}>
      <View className='draw-entry__row'>
        <Img className='draw-entry__cover' src={lottery.cover} alt='' mode='aspectFill' />
        <View className='draw-entry__body'>
          <Text className='draw-entry__title'>幸运抽奖</Text>
          <Text className='draw-entry__name'>{lottery.name}</Text>
          {note && <Text className='draw-entry__note'>{note}</Text>}
        </View>
        <Text className='draw-entry__go'>去抽奖</Text>
      </View>
    </TappableCard>
  )
}
