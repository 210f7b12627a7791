import { useRouter } from '@tarojs/taro'
import type { Address } from '@api/user2'
import { queryId } from '@/core/navigation'
import { AddressChooser, AddressForm, EMPTY_DRAFT } from '@/features/address'
import { ChooseAddressScreen, type RewardAddressChooserProps } from '@/features/creator'

/** With no address yet, one is added in place: saved, it is the one chosen (no page to go back from). */
function Chooser({ value, onChange }: RewardAddressChooserProps) {
  const added = (address: Address) => onChange(address.id)
  return <AddressChooser value={value} onChange={onChange} empty={<AddressForm id={undefined} initial={EMPTY_DRAFT} onSaved={added} />} />
}

/** 收货地址: ?rewardId= the creator reward to deliver; the address feature's list to choose from. */
export default function ChooseAddressPage() {
  const { params } = useRouter()
  return <ChooseAddressScreen rewardId={queryId(params.rewardId)} Chooser={Chooser} />
}
