import { useState, type ReactNode } from 'react'
import type { Region } from '@api/user2'
import { Button, Input, Text, View } from '@tarojs/components'
import type { useAddressForm } from '../hooks/use-address-form'
import { DETAIL_MAX, NAME_MAX, regionText, type AddressDraft } from '../validate'
import { RegionPicker } from './region-picker'
import './address-form.scss'

const TAGS = ['家', '公司', '学校']

type Form = ReturnType<typeof useAddressForm>

function regionsOf(d: AddressDraft): (Region | undefined)[] {
  const r = (regionCode: string, regionName: string, level: number) =>
    regionCode ? ({ regionCode, regionName, level } as Region) : undefined
  return [r(d.provinceCode, d.provinceName, 1), r(d.cityCode, d.cityName, 2), r(d.districtCode, d.districtName, 3)]
}

function Field({ label, error, children }: { label: string; error?: string; children: ReactNode }) {
  return (
    <>
      <View className={`address-form__row${error ? ' address-form__row--error' : ''}`}>
        <Text className='address-form__label'>{label}</Text>
        {children}
      </View>
      {error && (
        <View className='address-form__error' role='alert'>
          {error}
        </View>
      )}
    </>
  )
}

/** Receiver, phone, region (picker), detail, tag and default; the page owns saving. */
export function AddressForm({ form }: { form: Form }) {
  const { draft, errors, set } = form
  const [picking, setPicking] = useState(false)
  return (
    <View className='address-form'>
      <Field label='收货人' error={errors.receiverName}>
        <Input className='address-form__input address-form__name' value={draft.receiverName} maxlength={NAME_MAX} placeholder='请输入收货人姓名' onInput={(e) => set('receiverName', e.detail.value)} />
      </Field>
      <Field label='手机号' error={errors.mobile}>
        <Input className='address-form__input address-form__mobile' type='number' value={draft.mobile} maxlength={11} placeholder='请输入手机号' onInput={(e) => set('mobile', e.detail.value)} />
      </Field>
      <Field label='所在地区' error={errors.region}>
        <View className={`address-form__input address-form__region${draft.districtCode ? '' : ' address-form__placeholder'}`} role='button' onClick={() => setPicking(true)}>
          {draft.districtCode ? regionText(draft) : '请选择省 / 市 / 区'}
        </View>
      </Field>
      <Field label='详细地址' error={errors.detailAddress}>
        <Input className='address-form__input address-form__detail' value={draft.detailAddress} maxlength={DETAIL_MAX} placeholder='街道、楼牌号等' onInput={(e) => set('detailAddress', e.detail.value)} />
      </Field>
      <Field label='标签' error={errors.tag}>
        <View className='address-form__tags'>
          {TAGS.map((tag) => (
            <View key={tag} role='radio' aria-checked={draft.tag === tag} className={`address-form__tag${draft.tag === tag ? ' address-form__tag--on' : ''}`} onClick={() => set('tag', draft.tag === tag ? '' : tag)}>
              {tag}
            </View>
          ))}
        </View>
      </Field>
      <View className='address-form__row address-form__row--switch'>
        <Text className='address-form__label'>设为默认地址</Text>
        <View
          className={`address-form__toggle${draft.isDefault ? ' address-form__toggle--on' : ''}`}
          role='switch'
          aria-checked={draft.isDefault}
          aria-label='设为默认地址'
          onClick={() => set('isDefault', !draft.isDefault)}
        />
      </View>
      {/* No `loading` prop: Taro's H5 button inserts its spinner into nodes React owns. */}
      <Button className='address-form__save' disabled={form.saving || undefined} onClick={() => void form.save()}>
        {form.saving ? '保存中…' : '保存'}
      </Button>
      <RegionPicker visible={picking} value={regionsOf(draft)} onClose={() => setPicking(false)} onPick={form.setRegions} />
    </View>
  )
}
