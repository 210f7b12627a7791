import { Text, View } from '@tarojs/components'
import { openPage } from '@/core/navigation'
import { cappedNumber } from '@/utils/count'
import { paths } from '@/routes'
import './mall-shortcuts.scss'

const ENTRIES = [
  { label: '购物车', url: paths.cart(), badge: true },
  { label: '我的优惠券', url: paths.coupons() },
  { label: '收货地址', url: paths.addresses() },
] as const

/** Entries to the rest of the mall from the category screen. */
export function MallShortcuts({ cartCount }: { cartCount: number }) {
  return (
    <View className='mall-shortcuts'>
      {ENTRIES.map((e) => (
        <View key={e.label} className='mall-shortcuts__item' role='link' onClick={() => void openPage(e.url)}>
          <Text>{e.label}</Text>
          {'badge' in e && cartCount > 0 && <Text className='mall-shortcuts__badge'>{cappedNumber(cartCount, 99)}</Text>}
        </View>
      ))}
    </View>
  )
}
