import { useEffect, useRef, useState } from 'react'
import { useDidShow } from '@tarojs/taro'
import type { ShipAddressSummary } from '@api/mall'
import { Text, View } from '@tarojs/components'
import { openPage } from '@/core/navigation'
import { paths } from '@/routes'
import { getDefaultShipAddress } from '../api'
import { regionText } from '../validate'
import './ship-to-bar.scss'

type State = { kind: 'loading' } | { kind: 'failed' } | { kind: 'ready'; address: ShipAddressSummary | null }

/** Where goods will go: the default ship address (spec §7), or a prompt to add one. */
export function ShipToBar() {
  const [state, setState] = useState<State>({ kind: 'loading' })
  const [refreshKey, setRefreshKey] = useState(0)
  // Back from the address list (a new default?): read it again. The first show is the load below.
  const shown = useRef(false)
  useDidShow(() => {
    if (shown.current) setRefreshKey((n) => n + 1)
    shown.current = true
  })
  useEffect(() => {
    let live = true
    getDefaultShipAddress().then(
      (address) => live && setState({ kind: 'ready', address }),
      () => live && setState({ kind: 'failed' }),
    )
    return () => {
      live = false
    }
  }, [refreshKey])

  let text = '配送地址加载中…'
  if (state.kind === 'failed') text = '配送地址暂时无法获取，点击管理地址'
  if (state.kind === 'ready') text = state.address ? regionText(state.address) : '还没有收货地址，点击添加'
  return (
    <View className='ship-to-bar' role='link' onClick={() => void openPage(paths.addresses())}>
      <Text className='ship-to-bar__key'>配送至</Text>
      <Text className='ship-to-bar__value'>{text}</Text>
      <Text className='ship-to-bar__more'>›</Text>
    </View>
  )
}
