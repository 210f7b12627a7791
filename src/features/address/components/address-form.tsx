import { useState } from 'react'
import { View } from '@tarojs/components'
import type { Address } from '@api/user2'
import { goBack } from '@/core/navigation'
import { DRAFTS, FormField, lookOf, PhoneField, TextField, toastFirstError, useForm } from '@/shared/form'
import { addAddress, updateAddress } from '@/entities/address'
import { RegionPicker, regionFields, regionsOf } from '@/entities/region'
import { SubmitBar } from '@/shared/submit-bar'
import { toast } from '@/shared/toast'
import { ADDRESS_RULES, DETAIL_MAX, NAME_MAX, regionText, toInput, type AddressDraft } from '../validate'
import './address-form.scss'

const TAGS = ['家', '公司', '学校']
const LOOK = lookOf('address-form__field', { row: 'address-form__row', label: 'address-form__label', input: 'address-form__input', error: 'address-form__error' })

export interface AddressFormProps {
  id: number | undefined
  initial: AddressDraft
  /** After a save; back to the page before by default (a form inline on another screen stays). */
  onSaved?: (address: Address) => unknown
}

/**
 * Receiver, phone, region (picker), detail, tag and default. Saving adds (no `id`) or updates,
 * then goes back; a refused or failed save leaves every field as typed (the request layer toasts
 * why), on the device too: one draft for a new address, one per address edited.
 */
export function AddressForm({ id, initial, onSaved = () => goBack() }: AddressFormProps) {
  const form = useForm({ initial, rules: ADDRESS_RULES, onInvalid: toastFirstError, draft: DRAFTS.address(id) })
  const { values: draft, errors, set } = form
  const [picking, setPicking] = useState(false)
  const save = () =>
    form.submit(async (d, requestId) => {
      const input = toInput(d)
      const saved = id === undefined ? await addAddress(input, requestId) : await updateAddress({ ...input, id })
      toast('保存成功', 'success')
      await onSaved(saved)
    })
  return (
    <View className='address-form'>
      <TextField look={LOOK} className='address-form__name' label='收货人' error={errors.receiverName} value={draft.receiverName} maxlength={NAME_MAX} placeholder='请输入收货人姓名' onChange={(receiverName) => set({ receiverName })} />
      <PhoneField look={LOOK} className='address-form__mobile' error={errors.mobile} value={draft.mobile} onChange={(mobile) => set({ mobile })} />
      <FormField look={LOOK} label='所在地区' error={errors.region}>
        <View className={`address-form__input address-form__region${draft.districtCode ? '' : ' address-form__placeholder'}`} role='button' onClick={() => setPicking(true)}>
          {draft.districtCode ? regionText(draft) : '请选择省 / 市 / 区'}
        </View>
      </FormField>
      <TextField look={LOOK} className='address-form__detail' label='详细地址' error={errors.detailAddress} value={draft.detailAddress} maxlength={DETAIL_MAX} placeholder='街道、楼牌号等' onChange={(detailAddress) => set({ detailAddress })} />
      <FormField look={LOOK} label='标签' error={errors.tag}>
        <View className='address-form__tags'>
          {TAGS.map((tag) => (
            <View key={tag} role='radio' aria-checked={draft.tag === tag} className={`address-form__tag${draft.tag === tag ? ' address-form__tag--on' : ''}`} onClick={() => set({ tag: draft.tag === tag ? '' : tag })}>
              {tag}
            </View>
          ))}
        </View>
      </FormField>
      <FormField look={LOOK} className='address-form__field--switch' label='设为默认地址'>
        <View
          className={`address-form__toggle${draft.isDefault ? ' address-form__toggle--on' : ''}`}
          role='switch'
          aria-checked={draft.isDefault}
          aria-label='设为默认地址'
          onClick={() => set({ isDefault: !draft.isDefault })}
        />
      </FormField>
      <SubmitBar form={form} onSubmit={() => void save()} busyText='保存中…' className='address-form__save' accent='mall'>
        保存
      </SubmitBar>
      <RegionPicker visible={picking} value={regionsOf(draft)} onClose={() => setPicking(false)} onPick={(regions) => set(regionFields(regions))} />
    </View>
  )
}
