import { Text, View } from '@tarojs/components'
import { Button } from '@/shared/button'
import { openPage } from '@/core/navigation'
import { AddressCard, MAX_ADDRESSES, useAddressBook } from '@/features/address'
import { Screen } from '@/shared/screen'
import { paths } from '@/routes'
import './index.scss'

/** Shipping addresses: default first; make default, edit, delete (confirmed), add. */
export default function AddressListPage() {
  const addresses = useAddressBook()
  const list = addresses.list ?? []
  return (
    <Screen load={addresses.load}>
      <View className='address-list-page'>
        {!list.length && <View className='address-list-page__empty'>还没有收货地址，添加一个吧</View>}
        {list.map((a) => (
          <AddressCard
            key={a.id}
            address={a}
            onSetDefault={(x) => void addresses.setDefault(x)}
            onEdit={(x) => void openPage(paths.addressEdit(x.id))}
            onDelete={(x) => void addresses.remove(x)}
          />
        ))}
        <View className='address-list-page__foot'>
          {addresses.full && <Text className='address-list-page__full'>最多保存 {MAX_ADDRESSES} 个收货地址，请先删除不用的地址</Text>}
          <Button className='address-list-page__add' variant='primary' tone='mall' disabled={addresses.full} onClick={() => void openPage(paths.addressEdit())}>
            新增收货地址
          </Button>
        </View>
      </View>
    </Screen>
  )
}
