import { Text, View } from '@tarojs/components'
import type { LeadErrors, LeadNeeds, LeadValues } from '../lead-form/validate'
import { NAME_MAX } from '../lead-form/validate'
import { useLeadOptions } from '../lead-form/use-lead-options'
import { ConsentField } from './consent-field'
import { OptionField } from './option-field'
import { TextField } from './text-field'
import './lead.scss'

export interface LeadFieldsProps {
  values: LeadValues
  errors: LeadErrors
  needs: LeadNeeds
  set: (patch: Partial<LeadValues>) => void
  /** Labels for a form filled in for someone else (a referral). */
  who?: '你' | '好友'
}

/** Name, phone and, as `needs` says, model, province and city, dealer and consent. */
export function LeadFields({ values, errors, needs, set, who = '你' }: LeadFieldsProps) {
  const { options, retry } = useLeadOptions(values, needs)
  const friend = who === '好友'
  return (
    <View className='lead-fields'>
      <TextField
        className='lead-name'
        label={friend ? '好友姓名' : '姓名'}
        value={values.name}
        maxlength={NAME_MAX}
        placeholder={friend ? '请输入好友姓名' : '请输入你的姓名'}
        error={errors.name}
        onChange={(name) => set({ name })}
      />
      <TextField
        className='lead-mobile'
        label={friend ? '好友手机号' : '手机号'}
        type='number'
        maxlength={11}
        value={values.mobile}
        placeholder='请输入 11 位手机号'
        error={errors.mobile}
        onChange={(mobile) => set({ mobile })}
      />
      {needs.model && (
        <OptionField
          className='lead-model'
          label='意向车型'
          placeholder='请选择车型'
          value={values.vehicleTypeId}
          options={options.models?.map((m) => ({ value: m.id, label: m.name, hint: m.energyType }))}
          error={errors.model}
          onPick={(vehicleTypeId) => set({ vehicleTypeId })}
        />
      )}
      {(needs.city || needs.dealer) && (
        <>
          <OptionField
            className='lead-province'
            label='所在省份'
            placeholder='请选择省份'
            value={values.provinceCode}
            options={options.provinces?.map((r) => ({ value: r.regionCode, label: r.regionName }))}
            onPick={(provinceCode) => set({ provinceCode })}
          />
          <OptionField
            className='lead-city'
            label='所在城市'
            placeholder='请选择城市'
            blocked={values.provinceCode ? undefined : '请先选择省份'}
            value={values.cityCode}
            options={values.provinceCode ? options.cities?.map((r) => ({ value: r.regionCode, label: r.regionName })) : []}
            error={errors.city}
            onPick={(cityCode) => set({ cityCode })}
          />
        </>
      )}
      {needs.dealer && (
        <OptionField
          className='lead-dealer'
          label='经销商门店'
          placeholder='请选择门店'
          blocked={values.cityCode ? undefined : '请先选择城市'}
          value={values.dealerCode}
          options={values.cityCode ? options.dealers?.map((d) => ({ value: d.dealerCode, label: d.dealerName, hint: d.address })) : []}
          error={errors.dealer}
          onPick={(dealerCode) => set({ dealerCode })}
        />
      )}
      {options.error !== undefined && (
        <View className='lead-fields__load-error' role='alert'>
          <Text>选项加载失败</Text>
          <Text className='lead-fields__retry' onClick={retry}>
            点击重试
          </Text>
        </View>
      )}
      {needs.consent && <ConsentField checked={values.consent} error={errors.consent} onChange={(consent) => set({ consent })} />}
    </View>
  )
}
