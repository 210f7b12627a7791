import { Text, View } from '@tarojs/components'
import { paths } from '@/routes'
import { ConsentField, lookOf, PhoneField, PickerField, TextField, type Form } from '@/shared/form'
import { NAME_MAX, withPlace, type LeadField, type LeadNeeds, type LeadValues } from '../lead-form/rules'
import { useLeadOptions } from '../lead-form/use-lead-options'
import './lead.scss'

const LOOK = lookOf('lead-field')
const STATEMENT = paths.infoCollect()

export type LeadForm = Form<LeadValues, LeadField>

export interface LeadFieldsProps {
  form: LeadForm
  needs: LeadNeeds
  /** Labels for a form filled in for someone else (a referral). */
  who?: '你' | '好友'
}

/** Name, phone and, as `needs` says, model, province and city, dealer and consent. */
export function LeadFields({ form, needs, who = '你' }: LeadFieldsProps) {
  const { values, errors } = form
  const set = (patch: Partial<LeadValues>) => form.set((v) => withPlace(v, patch))
  const { options, retry } = useLeadOptions(values, needs)
  const friend = who === '好友'
  return (
    <View className='lead-fields'>
      <TextField
        look={LOOK}
        className='lead-name'
        label={friend ? '好友姓名' : '姓名'}
        value={values.name}
        maxlength={NAME_MAX}
        placeholder={friend ? '请输入好友姓名' : '请输入你的姓名'}
        error={errors.name}
        onChange={(name) => set({ name })}
      />
      <PhoneField
        look={LOOK}
        className='lead-mobile'
        label={friend ? '好友手机号' : '手机号'}
        value={values.mobile}
        placeholder='请输入 11 位手机号'
        error={errors.mobile}
        onChange={(mobile) => set({ mobile })}
      />
      {needs.model && (
        <PickerField
          look={LOOK}
          className='lead-model'
          label='意向车型'
          placeholder='请选择车型'
          value={values.vehicleTypeId}
          options={options.models?.map((m) => ({ value: m.id, label: m.name, hint: m.energyType }))}
          error={errors.model}
          onChange={(vehicleTypeId) => set({ vehicleTypeId })}
        />
      )}
      {(needs.city || needs.dealer) && (
        <>
          <PickerField
            look={LOOK}
            className='lead-province'
            label='所在省份'
            placeholder='请选择省份'
            value={values.provinceCode}
            options={options.provinces?.map((r) => ({ value: r.regionCode, label: r.regionName }))}
            onChange={(provinceCode) => set({ provinceCode })}
          />
          <PickerField
            look={LOOK}
            className='lead-city'
            label='所在城市'
            placeholder='请选择城市'
            blocked={values.provinceCode ? undefined : '请先选择省份'}
            value={values.cityCode}
            options={values.provinceCode ? options.cities?.map((r) => ({ value: r.regionCode, label: r.regionName })) : []}
            error={errors.city}
            onChange={(cityCode) => set({ cityCode })}
          />
        </>
      )}
      {needs.dealer && (
        <PickerField
          look={LOOK}
          className='lead-dealer'
          label='经销商门店'
          placeholder='请选择门店'
          blocked={values.cityCode ? undefined : '请先选择城市'}
          value={values.dealerCode}
          options={values.cityCode ? options.dealers?.map((d) => ({ value: d.dealerCode, label: d.dealerName, hint: d.address })) : []}
          error={errors.dealer}
          onChange={(dealerCode) => set({ dealerCode })}
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
      {needs.consent && (
        <ConsentField
          look={LOOK}
          prefix='lead-consent'
          agreement='《个人信息保护声明》'
          url={STATEMENT}
          checked={values.consent}
          error={errors.consent}
          onChange={(consent) => set({ consent })}
        />
      )}
    </View>
  )
}
