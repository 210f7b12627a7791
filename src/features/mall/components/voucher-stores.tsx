import type { Store } from '@api/mall'
import { Text, View } from '@tarojs/components'
import { useCurrentPosition } from '@/core/location'
import { callPhone } from '@/shared/phone'
import { distanceText, storesByDistance } from '../store-distance'
import { Section } from './section'
import './voucher-stores.scss'

/**
 * The stores that take a voucher, nearest first from where the user is, each with its number to
 * call: under the goods (before buying) and under a voucher order's codes (where to use them).
 */
export function VoucherStores({ stores }: { stores: Store[] }) {
  const { position, allowed } = useCurrentPosition()
  const near = storesByDistance(stores, position)
  return (
    <Section title={`适用门店（${near.length}）`} extra={<Text className='voucher-info__hint'>{allowed ? '按距离由近到远' : '未获取定位，按默认位置计算距离'}</Text>}>
      {near.map((store) => (
        <View key={`${store.name}-${store.address}`} className='voucher-store' data-testid='voucher-store'>
          <View className='voucher-store__main'>
            <Text className='voucher-store__name'>{store.name}</Text>
            <Text className='voucher-store__address'>{store.address}</Text>
          </View>
          <View className='voucher-store__side'>
            <Text className='voucher-store__distance' data-km={store.distanceKm}>
              {distanceText(store.distanceKm)}
            </Text>
            <View className='voucher-store__call' role='button' onClick={() => callPhone(store.mobile)}>
              {store.mobile}
            </View>
          </View>
        </View>
      ))}
    </Section>
  )
}
