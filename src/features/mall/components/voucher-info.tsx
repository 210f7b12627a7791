import type { VoucherExtra } from '@api/mall'
import { Text, View } from '@tarojs/components'
import { useCurrentPosition } from '@/core/location'
import { callPhone } from '@/shared/phone'
import { distanceText, storesByDistance } from '../store-distance'
import { Section } from './section'
import './voucher-info.scss'

/** A voucher's rules and the stores that take it, nearest first from where the user is. */
export function VoucherInfo({ extra }: { extra: VoucherExtra }) {
  const { position, allowed } = useCurrentPosition()
  const stores = storesByDistance(extra.storeList, position)
  return (
    <>
      <Section title='券码说明' className='voucher-info'>
        <View className='voucher-info__row'>
          <Text className='voucher-info__key'>核销方式</Text>
          <Text className='voucher-info__value'>{extra.verification}</Text>
        </View>
        <View className='voucher-info__row'>
          <Text className='voucher-info__key'>券码来源</Text>
          <Text className='voucher-info__value'>{extra.source}</Text>
        </View>
        <View className='voucher-info__row'>
          <Text className='voucher-info__key'>使用说明</Text>
          <Text className='voucher-info__value'>{extra.description}</Text>
        </View>
      </Section>
      <Section title={`适用门店（${stores.length}）`} extra={<Text className='voucher-info__hint'>{allowed ? '按距离由近到远' : '未获取定位，按默认位置计算距离'}</Text>}>
        {stores.map((store) => (
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
    </>
  )
}
