import { useEffect, type ReactNode } from 'react'
import { Text, View } from '@tarojs/components'
import { openPage } from '@/core/navigation'
import { paths } from '@/routes'
import { useAddressList } from '@/entities/address'
import { Button } from '@/shared/button'
import { maskMobile } from '@/utils'
import { regionText } from '../validate'
import './address-chooser.scss'

export interface AddressChooserProps {
  value: number | undefined
  onChange: (addressId: number) => void
  /** Shown instead of 还没有收货地址 and its add button when there is none (an inline form). */
  empty?: ReactNode
  /** The chosen mark's colour: the brand's, or the mall's red in the mall. */
  accent?: 'brand' | 'mall'
}

/**
 * Choose one of my ship addresses (the default is chosen first), or add one: the edit page saves
 * and comes back, the save marks the addresses changed and this list reads them again.
 */
export function AddressChooser({ value, onChange, empty, accent = 'brand' }: AddressChooserProps) {
  const list = useAddressList()
  const rows = list.data
  useEffect(() => {
    const first = rows?.find((a) => a.isDefault) ?? rows?.[0]
    if (first && (value === undefined || !rows!.some((a) => a.id === value))) onChange(first.id)
  }, [rows, value, onChange])

  const add = (
    <Button className='address-chooser__add' variant='secondary' size='m' onClick={() => void openPage(paths.addressEdit())}>
      新增收货地址
    </Button>
  )
  if (!rows) {
    const failed = list.error !== undefined && !list.loading
    return (
      <View className='address-chooser__state'>
        <Text>{failed ? '收货地址加载失败' : '收货地址加载中…'}</Text>
        {failed && (
          <View className='address-chooser__retry' role='button' onClick={() => void list.reload()}>
            重新加载
          </View>
        )}
      </View>
    )
  }
  if (!rows.length) {
    if (empty) {
      return (
        <View className='address-chooser__inline'>
          <Text className='address-chooser__hint'>还没有收货地址，请先添加</Text>
          {empty}
        </View>
      )
    }
    return (
      <View className='address-chooser__state'>
        <Text>还没有收货地址，请先添加</Text>
        {add}
      </View>
    )
  }
  return (
    <View className={`address-chooser address-chooser--${accent}`} role='radiogroup' aria-label='收货地址'>
      {rows.map((a) => (
        <View
          key={a.id}
          className={`address-chooser__item${a.id === value ? ' address-chooser__item--on' : ''}`}
          role='radio'
          aria-checked={a.id === value}
          data-address-id={a.id}
          onClick={() => onChange(a.id)}
        >
          <View className='address-chooser__radio' />
          <View className='address-chooser__text'>
            <Text className='address-chooser__who'>{a.receiverName} {maskMobile(a.mobile)}{a.isDefault ? '（默认）' : ''}</Text>
            <Text className='address-chooser__where'>{regionText(a)} {a.detailAddress}</Text>
          </View>
        </View>
      ))}
      {add}
    </View>
  )
}
