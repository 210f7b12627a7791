import { Text, View } from '@tarojs/components'
import { openPage } from '@/core/navigation'
import { paths } from '@/routes'
import { useDefaultShipAddress } from '@/entities/address'
import { regionText } from '../validate'
import './ship-to-bar.scss'

/** Where goods will go: the default ship address (spec §7), or a prompt to add one. */
export function ShipToBar() {
  // An address write invalidates it: back from the address list, the new default shows.
  const address = useDefaultShipAddress()

  let text = '配送地址加载中…'
  if (address.error !== undefined && address.data === undefined) text = '配送地址暂时无法获取，点击管理地址'
  else if (!address.loading || address.data !== undefined) text = address.data ? regionText(address.data) : '还没有收货地址，点击添加'
  return (
    <View className='ship-to-bar' role='link' onClick={() => void openPage(paths.addresses())}>
      <Text className='ship-to-bar__key'>配送至</Text>
      <Text className='ship-to-bar__value'>{text}</Text>
      <Text className='ship-to-bar__more'>›</Text>
    </View>
  )
}
