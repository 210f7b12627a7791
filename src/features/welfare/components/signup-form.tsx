import type { WelfareProject } from '@api/user'
import { Text, View } from '@tarojs/components'
import { useRef } from 'react'
import { Button } from '@/shared/button'
import { ChipsField, on, chosen, phone, PhoneField, toastFirstError, useForm, type Rules } from '@/shared/form'
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

/** An idempotency key: letters and digits, 8 to 64 of them (WelfareSignupBody.requestId). */
export const newSignupRequestId = (): string => `w${Date.now().toString(36)}${Math.random().toString(36).slice(2, 12)}`

/**
 * Signing up for a project: choose a time slot; the contact phone is the member's own, shown
 * masked, or another typed in. One idempotency key per sign-up: a double tap or a retry after a
 * lost answer sends the same one, so the server makes one sign-up; a changed choice gets a new one.
 */
export function SignupForm({ project, memberMobile, onDone }: { project: WelfareProject; memberMobile: string; onDone?: () => void }) {
  const form = useForm<SignupDraft>({ initial: { slotId: '', changePhone: !memberMobile, mobile: '' }, rules: SIGNUP_RULES, onInvalid: toastFirstError })
  const { values, errors } = form
  const requestId = useRef<{ signature: string; id: string }>()
  const submit = () =>
    void form.submit(async (v) => {
      const sent = { slotId: Number(v.slotId), mobile: v.changePhone ? v.mobile.trim() : undefined }
      const signature = JSON.stringify([project.id, sent])
      if (requestId.current?.signature !== signature) requestId.current = { signature, id: newSignupRequestId() }
      await signUpProject(project.id, { requestId: requestId.current.id, ...sent })
      // Done: a later sign-up (after a cancel) is a new one.
      requestId.current = undefined
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
      <Button className='welfare-signup__submit' loading={form.submitting} onClick={submit}>
        {form.submitting ? '报名中…' : '确认报名'}
      </Button>
    </View>
  )
}
