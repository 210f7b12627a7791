import type { PartnerApplication } from '@api/user'
import { View } from '@tarojs/components'
import { paths } from '@/routes'
import { ConsentField, PhoneField, TextareaField, TextField, toastFirstError, useForm, RealNameField } from '@/shared/form'
import { SubmitBar } from '@/shared/submit-bar'
import { useSubscribe } from '@/shared/subscribe'
import { toast } from '@/shared/toast'
import { applyPartner } from '../api'
import { APPLY_RULES, draftFrom, INTRO_LIMITS, OCCUPATION_MAX, toApplication } from '../apply-rules'
import { CityField } from './city-field'
import './apply-form.scss'

export interface ApplyFormProps {
  /** My latest application: a rejected one fills the form with what was sent. */
  application: PartnerApplication | null
  /** The application the server answered, shown at once (the home reads again in the background). */
  onApplied: (application: PartnerApplication) => void
}

/** Real name, mobile, city, occupation and an introduction, and consent to the partner rules. */
export function ApplyForm({ application, onApplied }: ApplyFormProps) {
  const form = useForm({ initial: draftFrom(application), rules: APPLY_RULES, onInvalid: toastFirstError, draft: 'partner-apply' })
  const { values, errors } = form
  // The submit's tap asks WeChat for the review's result message (the mini-program only).
  const subscribe = useSubscribe('application')
  const submit = () =>
    void form.submit(async (v, requestId) => {
      const sent = await subscribe(applyPartner(toApplication(v), requestId), (a) => `partner-${a.id}`)
      toast('申请已提交', 'success')
      onApplied(sent)
    })
  return (
    <View className='partner-apply'>
      <RealNameField className='partner-apply__name' required value={values.realName} error={errors.realName} onChange={(realName) => form.set({ realName })} />
      <PhoneField className='partner-apply__mobile' required value={values.mobile} error={errors.mobile} onChange={(mobile) => form.set({ mobile })} />
      <CityField
        provinceCode={values.provinceCode}
        cityCode={values.cityCode}
        cityName={values.cityName}
        error={errors.city}
        onProvince={(provinceCode) => form.set((v) => (provinceCode === v.provinceCode ? {} : { provinceCode, cityCode: '', cityName: '' }))}
        onCity={(city) => form.set({ cityCode: city.regionCode, cityName: city.regionName })}
      />
      <TextField
        className='partner-apply__occupation'
        label='职业'
        required
        placeholder='如 销售顾问、自由职业、车主'
        value={values.occupation}
        maxlength={OCCUPATION_MAX}
        error={errors.occupation}
        onChange={(occupation) => form.set({ occupation })}
      />
      <TextareaField
        className='partner-apply__intro'
        label='自我介绍'
        required
        placeholder={`介绍你的人脉与推荐优势（${INTRO_LIMITS.min}-${INTRO_LIMITS.max} 字）`}
        value={values.intro}
        maxlength={INTRO_LIMITS.max}
        error={errors.intro}
        onChange={(intro) => form.set({ intro })}
      />
      <ConsentField
        className='partner-apply__consent'
        agreement='《合伙人规则》'
        url={paths.partnerRules()}
        checked={values.consent}
        error={errors.consent}
        onChange={(consent) => form.set({ consent })}
      />
      <SubmitBar form={form} onSubmit={submit} className='partner-apply__submit'>
        提交申请
      </SubmitBar>
    </View>
  )
}
