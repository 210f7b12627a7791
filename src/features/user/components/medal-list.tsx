import { Text, View } from '@tarojs/components'
import { useMe, useMedals } from '@/entities/user'
import { formatDate } from '@/utils/time'
import { Img } from '@/shared/img'
import './medal-list.scss'

export interface MedalListProps {
  /** Whose medals; the logged-in user's when left out. */
  accountId?: number
}

/** Every medal, obtained ones first and in colour, with the date each was obtained. */
export function MedalList({ accountId }: MedalListProps) {
  const me = useMe(accountId === undefined)
  const read = useMedals(accountId ?? me.data?.accountId)
  const failed = me.error !== undefined || read.error !== undefined
  const retry = () => void (me.error !== undefined ? me.reload() : read.reload())

  if (failed && !read.data) {
    return (
      <View className='medal-list__note' role='alert'>
        勋章加载失败{' '}
        <View className='medal-list__retry' role='button' onClick={retry}>
          重试
        </View>
      </View>
    )
  }
  if (!read.data) return <View className='medal-list__note'>勋章加载中…</View>
  if (!read.data.length) return <View className='medal-list__note'>暂无勋章</View>
  const medals = [...read.data].sort((a, b) => Number(b.obtained) - Number(a.obtained))
  const got = medals.filter((m) => m.obtained).length
  return (
    <View className='medal-list'>
      <Text className='medal-list__summary'>
        已获得 {got}/{medals.length} 枚勋章
      </Text>
      <View className='medal-list__grid'>
        {medals.map((m) => (
          <View key={m.id} className={`medal-list__item${m.obtained ? '' : ' medal-list__item--locked'}`} aria-label={`${m.name}${m.obtained ? '（已获得）' : '（未获得）'}`}>
            <Img className='medal-list__icon' src={m.icon} mode='aspectFill' alt='' />
            <Text className='medal-list__name'>{m.name}</Text>
            <Text className='medal-list__date'>{m.obtained ? `${formatDate(m.obtainedAt)} 获得` : '未获得'}</Text>
          </View>
        ))}
      </View>
    </View>
  )
}
