import type { VoucherExtra } from '@api/mall'
import { Text, View } from '@tarojs/components'
import { Section } from './section'
import { VoucherStores } from './voucher-stores'
import './voucher-info.scss'

/** A voucher's rules and the stores that take it. */
export function VoucherInfo({ extra }: { extra: VoucherExtra }) {
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
      <VoucherStores stores={extra.storeList} />
    </>
  )
}
