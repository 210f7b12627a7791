import type { WelfareApplication } from '@api/user'
import { View } from '@tarojs/components'
import { goBackTo } from '@/core/navigation'
import { paths } from '@/routes'
import { ConsentField, DRAFTS, PhoneField, TextareaField, TextField, toastFirstError, useForm, RealNameField } from '@/shared/form'
import { SubmitBar } from '@/shared/submit-bar'
import { toast } from '@/shared/toast'
import { applyWelfare } from '../api'
import { AGREEMENT, APPLY_RULES, draftFrom, REASON_LIMITS, toApplication } from '../apply-rules'
import './apply-form.scss'

/** Real name, mobile, car plate, why, and consent to the membership agreement. */
export function ApplyForm({ application }: { application: WelfareApplication | null }) {
  const form = useForm({ initial: draftFrom(application), rules: APPLY_RULES, onInvalid: toastFirstError, draft: DRAFTS.welfareApply })
  const { values, errors } = form
  const submit = () =>
    void form.submit(async (v, requestId) => {
      await applyWelfare(toApplication(v), requestId)
      toast('申请已提交，请等待审核', 'success')
      // My membership page reads the application again (the write marked 'welfare' changed).
      await goBackTo(paths.welfare())
    })
  return (
    <View className='welfare-apply'>
      <RealNameField className='welfare-apply__name' required value={values.realName} error={errors.realName} onChange={(realName) => form.set({ realName })} />
      <PhoneField className='welfare-apply__mobile' required value={values.mobile} error={errors.mobile} onChange={(mobile) => form.set({ mobile })} />
      <TextField
        className='welfare-apply__plate'
        label='车牌号'
        required
        placeholder='如 粤B12345 或新能源 粤BD12345'
        value={values.plate}
        maxlength={9}
        error={errors.plate}
        onChange={(plate) => form.set({ plate: plate.toUpperCase() })}
      />
      <TextareaField
        className='welfare-apply__reason'
        label='加入原因'
        required
        placeholder={`说说你想参与哪些公益活动（${REASON_LIMITS.min}-${REASON_LIMITS.max} 字）`}
        value={values.reason}
        maxlength={REASON_LIMITS.max}
        error={errors.reason}
        onChange={(reason) => form.set({ reason })}
      />
      <ConsentField
        className='welfare-apply__consent'
        agreement={AGREEMENT}
        url={paths.welfareAgreement()}
        checked={values.consent}
        error={errors.consent}
        onChange={(consent) => form.set({ consent })}
      />
      <SubmitBar form={form} onSubmit={submit} className='welfare-apply__submit'>
        提交入会申请
      </SubmitBar>
    </View>
  )
}
