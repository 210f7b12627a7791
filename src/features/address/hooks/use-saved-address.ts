import { useCallback, useEffect, useState } from 'react'
import type { Address } from '@api/user2'
import { listAddresses } from '../api'
import { EMPTY_DRAFT, type AddressDraft } from '../validate'

function draftOf(a: Address): AddressDraft {
  const { receiverName, mobile, provinceCode, provinceName, cityCode, cityName, districtCode, districtName, detailAddress, tag, isDefault } = a
  return { receiverName, mobile, provinceCode, provinceName, cityCode, cityName, districtCode, districtName, detailAddress, tag, isDefault }
}

/** The address being edited as a draft (`id`), or an empty one for a new address. */
export function useSavedAddress(id: number | undefined) {
  const [draft, setDraft] = useState<AddressDraft>(EMPTY_DRAFT)
  const [loading, setLoading] = useState(id !== undefined)
  const [loadError, setLoadError] = useState('')

  const load = useCallback(async () => {
    if (id === undefined) return
    setLoading(true)
    setLoadError('')
    try {
      const found = (await listAddresses()).find((a) => a.id === id)
      if (found) setDraft(draftOf(found))
      else setLoadError('该地址不存在或已被删除')
    } catch {
      setLoadError('地址加载失败，请稍后重试')
    } finally {
      setLoading(false)
    }
  }, [id])

  useEffect(() => {
    void load()
  }, [load])

  return { draft, loading, loadError, reload: load }
}
