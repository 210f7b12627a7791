import type { ReferredCustomer } from '@api/user'
import { Text, View } from '@tarojs/components'
import { StatusTag } from '@/shared/status-tag'
import { formatDate } from '@/utils'
import { STAGES } from '../labels'
import './customer-row.scss'

/** One customer I referred (name and number masked by the server), the model they want and how far they got. */
export function CustomerRow({ customer }: { customer: ReferredCustomer }) {
  const [label, tone] = STAGES[customer.stage]
  return (
    <View className='partner-customer'>
      <View className='partner-customer__head'>
        <Text className='partner-customer__name'>
          {customer.name} {customer.mobile}
        </Text>
        <StatusTag tone={tone}>{label}</StatusTag>
      </View>
      <Text className='partner-customer__meta'>
        意向车型：{customer.vehicleTypeName} · {customer.cityName}
      </Text>
      <Text className='partner-customer__meta'>
        推荐于 {formatDate(customer.createdAt)} · 更新于 {formatDate(customer.updatedAt)}
      </Text>
    </View>
  )
}
