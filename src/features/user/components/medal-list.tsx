import { useCallback, useEffect, useState } from 'react'
import type { Medal } from '@api/user'
import { Text, View } from '@tarojs/components'
import { formatDate } from '@/utils/time'
import { Img } from '@/shared/img'
import { getCurrentUser, getMedals } from '../api'
import './medal-list.scss'

export interface MedalListProps {
  /** Whose medals; the logged-in user's when left out. */
  accountId?: number
}

type State = { kind: 'loading' } | { kind: 'failed' } | { kind: 'ready'; medals: Medal[] }

/** Every medal, obtained ones first and in colour, with the date each was obtained. */
export function MedalList({ accountId }: MedalListProps) {
  const [state, setState] = useState<State>({ kind: 'loading' })
  const [attempt, setAttempt] = useState(0)
  const retry = useCallback(() => setAttempt((n) => n + 1), [])

  useEffect(() => {
    let live = true
    setState({ kind: 'loading' })
    const load = async () => getMedals(accountId ?? (await getCurrentUser()).accountId)
    load().then(
      (medals) => live && setState({ kind: 'ready', medals }),
      () => live && setState({ kind: 'failed' }),
    )
    return () => {
      live = false
    }
  }, [accountId, attempt])

  if (state.kind === 'loading') return <View className='medal-list__note'>勋章加载中…</View>
  if (state.kind === 'failed') {
    return (
      <View className='medal-list__note' role='alert'>
        勋章加载失败{' '}
        <View className='medal-list__retry' role='button' onClick={retry}>
          重试
        </View>
      </View>
    )
  }
  if (!state.medals.length) return <View className='medal-list__note'>暂无勋章</View>
  const medals = [...state.medals].sort((a, b) => Number(b.obtained) - Number(a.obtained))
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
