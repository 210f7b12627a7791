import type { Address } from '@api/user2'
import { useAddressList } from '@/entities/address'
import type { MainLoad } from '@/shared/screen'
import { EMPTY_DRAFT, type AddressDraft } from '../validate'

function draftOf(a: Address): AddressDraft {
  const { receiverName, mobile, provinceCode, provinceName, cityCode, cityName, districtCode, districtName, detailAddress, tag, isDefault } = a
  return { receiverName, mobile, provinceCode, provinceName, cityCode, cityName, districtCode, districtName, detailAddress, tag, isDefault }
}

const GONE = new Error('该地址不存在或已被删除')

/** The address being edited as a draft (`id`), or an empty one for a new address. */
export function useSavedAddress(id: number | undefined): { draft: AddressDraft; load: MainLoad } {
  const list = useAddressList(id !== undefined)
  const found = list.data?.find((a) => a.id === id)
  const gone = list.data !== undefined && !found
  return {
    draft: found ? draftOf(found) : EMPTY_DRAFT,
    load: { ...list, data: found, error: gone ? GONE : list.error },
  }
}
