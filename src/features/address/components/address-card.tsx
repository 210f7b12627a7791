import type { Address } from '@api/user2'
import { Text, View } from '@tarojs/components'
import { maskMobile } from '@/utils'
import { regionText } from '../validate'
import './address-card.scss'

export interface AddressCardProps {
  address: Address
  onSetDefault: (a: Address) => void
  onEdit: (a: Address) => void
  onDelete: (a: Address) => void
}

/** One saved address with its actions: make default, edit, delete. */
export function AddressCard({ address: a, onSetDefault, onEdit, onDelete }: AddressCardProps) {
  return (
    <View className='address-card' data-address-id={a.id}>
      <View className='address-card__who'>
        <Text className='address-card__name'>{a.receiverName}</Text>
        <Text className='address-card__phone'>{maskMobile(a.mobile)}</Text>
        {a.isDefault && <Text className='address-card__tag address-card__tag--default'>默认</Text>}
        {!!a.tag && <Text className='address-card__tag'>{a.tag}</Text>}
      </View>
      <Text className='address-card__where'>
        {regionText(a)} {a.detailAddress}
      </Text>
      <View className='address-card__actions'>
        <View
          className={`address-card__default${a.isDefault ? ' address-card__default--on' : ''}`}
          role='radio'
          aria-checked={a.isDefault}
          onClick={() => !a.isDefault && onSetDefault(a)}
        >
          <View className='address-card__radio' />
          <Text>{a.isDefault ? '默认地址' : '设为默认'}</Text>
        </View>
        <View className='address-card__action' role='button' onClick={() => onEdit(a)}>
          编辑
        </View>
        <View className='address-card__action' role='button' onClick={() => onDelete(a)}>
          删除
        </View>
      </View>
    </View>
  )
}
