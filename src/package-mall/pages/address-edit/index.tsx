import { useRouter } from '@tarojs/taro'
import { queryId } from '@/core/navigation'
import { AddressForm, useSavedAddress } from '@/features/address'
import { Screen } from '@/shared/screen'

/** Add an address, or edit one (`?id=`). */
export default function AddressEditPage() {
  const id = queryId(useRouter().params.id)
  const saved = useSavedAddress(id)
  return (
    <Screen title={id ? '编辑地址' : '新增地址'} load={saved.load}>
      <AddressForm id={id} initial={saved.draft} />
    </Screen>
  )
}
