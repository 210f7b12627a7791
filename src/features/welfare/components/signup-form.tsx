import type { WelfareProject } from '@api/user'
import { Text, View } from '@tarojs/components'
import { Button } from '@/shared/button'
import { ChipsField, DRAFTS, on, chosen, phone, PhoneField, toastFirstError, useForm, type Rules } from '@/shared/form'
import { InfoRow } from '@/shared/info-row'
import { toast } from '@/shared/toast'
import { maskMobile } from '@/utils'
import { signUpProject } from '../api'
import { slotText } from '../labels'
import { SIGNUP_RULE_TEXT } from '../signup-rules'

/** The sign-up as typed: a slot (a chip's value), and another contact phone when the member's own will not do. */
export interface SignupDraft {
  slotId: string
  changePhone: boolean
  mobile: string
}

export const SIGNUP_RULES: Rules<SignupDraft> = {
  slotId: on<SignupDraft, 'slotId'>('slotId', chosen('请选择报名时段')),
  mobile: (v) => (v.changePhone ? phone(v.mobile) : undefined),
}

/**
 * Signing up for a project: choose a time slot; the contact phone is the member's own, shown
 * masked, or another typed in (kept as the project's draft). One idempotency key per sign-up, the
 * form's request id (sent in the body, where the route reads it): a double tap or a retry after a
 * lost answer sends the same one, so the server makes one sign-up; a changed choice gets a new
 * one, as does a later sign-up after a success.
 */
export function SignupForm({ project, memberMobile, onDone }: { project: WelfareProject; memberMobile: string; onDone?: () => void }) {
  const form = useForm<SignupDraft>({
    initial: { slotId: '', changePhone: !memberMobile, mobile: '' },
    rules: SIGNUP_RULES,
    onInvalid: toastFirstError,
    draft: DRAFTS.welfareSignup(project.id),
  })
  const { values, errors } = form
  const submit = () =>
    void form.submit(async (v, requestId) => {
      const sent = { slotId: Number(v.slotId), mobile: v.changePhone ? v.mobile.trim() : undefined }
      await signUpProject(project.id, { requestId, ...sent })
      toast('报名成功', 'success')
      onDone?.()
    })
  return (
    <View className='welfare-signup'>
      <ChipsField
        className='welfare-signup__slots'
        label='报名时段'
        required
        options={project.slots.map((s) => ({ value: String(s.id), label: slotText(s) }))}
        value={values.slotId || null}
        error={errors.slotId}
        onChange={(slotId) => form.set({ slotId })}
      />
      {values.changePhone ? (
        <PhoneField className='welfare-signup__mobile' label='联系电话' required value={values.mobile} error={errors.mobile} onChange={(mobile) => form.set({ mobile })} />
      ) : (
        <InfoRow className='welfare-signup__phone' label='联系电话' onTap={() => form.set({ changePhone: true })}>
          <Text>{maskMobile(memberMobile)}</Text>
          <Text className='welfare-signup__hint'>（会员预留手机号，点击修改）</Text>
        </InfoRow>
      )}
      <Text className='welfare-signup__rule'>{SIGNUP_RULE_TEXT}</Text>
      <Button className='welfare-signup__submit' variant='primary' loading={form.submitting} onClick={submit}>
        {form.submitting ? '报名中…' : '确认报名'}
      </Button>
    </View>
  )
}
