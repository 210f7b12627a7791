import { useCallback, useEffect, useState } from 'react'
import Taro from '@tarojs/taro'
import type { Address, Region } from '@api/user2'
import { TOAST_DEFAULT_DURATION } from '@/constants'
import { goBack } from '@/core/navigation'
import { addAddress, listAddresses, updateAddress } from '../api'
import { EMPTY_DRAFT, toInput, validateDraft, type AddressDraft, type DraftErrors, type DraftField } from '../validate'

function draftOf(a: Address): AddressDraft {
  const { receiverName, mobile, provinceCode, provinceName, cityCode, cityName, districtCode, districtName, detailAddress, tag, isDefault } = a
  return { receiverName, mobile, provinceCode, provinceName, cityCode, cityName, districtCode, districtName, detailAddress, tag, isDefault }
}

const FIELD_OF: Partial<Record<keyof AddressDraft, DraftField>> = {
  receiverName: 'receiverName',
  mobile: 'mobile',
  detailAddress: 'detailAddress',
  tag: 'tag',
}

/**
 * The add / edit form. The draft lives here until the server has it: a refused or failed
 * save leaves every field as typed (the request layer toasts why).
 */
export function useAddressForm(id: number | undefined) {
  const [draft, setDraft] = useState<AddressDraft>(EMPTY_DRAFT)
  const [errors, setErrors] = useState<DraftErrors>({})
  const [loading, setLoading] = useState(id !== undefined)
  const [loadError, setLoadError] = useState('')
  const [saving, setSaving] = useState(false)

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

  const set = <K extends keyof AddressDraft>(key: K, value: AddressDraft[K]) => {
    setDraft((d) => ({ ...d, [key]: value }))
    const field = FIELD_OF[key]
    if (field) setErrors((e) => ({ ...e, [field]: undefined }))
  }

  const setRegions = ([province, city, district]: Region[]) => {
    setDraft((d) => ({
      ...d,
      provinceCode: province.regionCode,
      provinceName: province.regionName,
      cityCode: city.regionCode,
      cityName: city.regionName,
      districtCode: district.regionCode,
      districtName: district.regionName,
    }))
    setErrors((e) => ({ ...e, region: undefined }))
  }

  const save = async () => {
    if (saving) return
    const found = validateDraft(draft)
    setErrors(found)
    const first = Object.values(found).find(Boolean)
    if (first) {
      void Taro.showToast({ title: first, icon: 'none', duration: TOAST_DEFAULT_DURATION })
      return
    }
    setSaving(true)
    try {
      const input = toInput(draft)
      if (id === undefined) await addAddress(input)
      else await updateAddress({ ...input, id })
      void Taro.showToast({ title: '保存成功', icon: 'success', duration: TOAST_DEFAULT_DURATION })
      await goBack()
    } catch {
      // Toasted by the request layer; the draft stays as typed.
    } finally {
      setSaving(false)
    }
  }

  return { draft, errors, loading, loadError, saving, set, setRegions, save, reload: load }
}
