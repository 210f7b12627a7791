import { useState } from 'react'
import { Text, View } from '@tarojs/components'
import { Button } from '@/shared/button'
import { sendFailedText, useForm } from '@/shared/form'
import { captureLead } from '../api'
import { EMPTY_LEAD, leadRules, type LeadNeeds, type LeadValues } from '../lead-form/rules'
import { LeadFields } from './lead-fields'
import './lead.scss'

const NEEDS: LeadNeeds = { model: true, city: true, consent: true }
const RULES = leadRules(NEEDS)

/** What the form sends, checked and trimmed. */
export interface LeadSubmission {
  name: string
  mobile: string
  provinceCode: string
  cityCode: string
  vehicleTypeId: number
  consent: boolean
}

/** What the done view says was received; `place` is who follows up (a city, a store). */
export interface LeadReceipt {
  name: string
  mobile: string
  vehicleTypeName: string
  place: string
}

/**
 * Sends the checked, trimmed lead with `write` through the form's submit (one send at a time, a
 * failure kept with everything typed); resolves true once sent, and the form shows the receipt.
 * `write` passes the submit's `requestId` on to its call: a retry of the same lead is answered
 * with the first.
 */
export type LeadSubmit = (write: (lead: LeadSubmission, requestId: string) => Promise<LeadReceipt>) => Promise<boolean>

export interface LeadCaptureFormProps {
  /** Where the form was opened from (activity-201, mine...), for the default send. */
  source?: string
  initial?: Partial<LeadValues>
  /** How the values go out, handing its write to `submit`; by default the plain lead capture with `source`. */
  send?: (submit: LeadSubmit) => Promise<boolean>
  /**
   * Keeps what is typed on the device under this key until it is sent (useForm's draft): the
   * caller's key of DRAFTS, or `noDraft(...)` where nothing should be kept.
   */
  draft: string | undefined
  submitText?: string
}

const leadOf = (v: LeadValues): LeadSubmission => ({
  name: v.name.trim(), mobile: v.mobile.trim(), provinceCode: v.provinceCode!, cityCode: v.cityCode!, vehicleTypeId: v.vehicleTypeId!, consent: v.consent,
})

/** Name, phone, city, model and consent; validated here, and kept as typed when sending fails. */
export function LeadCaptureForm({ source, initial, send, draft, submitText = '提交' }: LeadCaptureFormProps) {
  const form = useForm({ initial: { ...EMPTY_LEAD, ...initial }, rules: RULES, draft })
  const [done, setDone] = useState<LeadReceipt>()

  // A failure was toasted by the request layer; the form keeps what was typed and says so.
  const submit: LeadSubmit = (write) => form.submit(async (v, requestId) => setDone(await write(leadOf(v), requestId)))
  const capture = () =>
    submit(async (lead, requestId) => {
      const captured = await captureLead({ ...lead, source }, requestId)
      return { name: captured.name, mobile: captured.mobile, vehicleTypeName: captured.vehicleTypeName, place: captured.cityName }
    })
  const sendLead = () => (send ? send(submit) : capture())

  if (done) {
    return (
      <View className='lead-done' role='status'>
        <Text className='lead-done__title'>提交成功</Text>
        <Text className='lead-done__text'>
          {done.name}，我们已收到你对 {done.vehicleTypeName} 的意向，{done.place}的专属顾问会尽快通过 {done.mobile} 与你联系。
        </Text>
        <Text
          className='lead-done__again'
          onClick={() => {
            setDone(undefined)
            form.reset(EMPTY_LEAD)
          }}
        >
          再登记一位
        </Text>
      </View>
    )
  }
  return (
    <View>
      <LeadFields form={form} needs={NEEDS} />
      {form.failure !== undefined && (
        <View className='lead-failed' role='alert'>
          {sendFailedText(form.failure)}
        </View>
      )}
      <Button className='lead-submit' variant='primary' loading={form.submitting} onClick={() => void sendLead()}>
        {form.submitting ? '提交中…' : submitText}
      </Button>
    </View>
  )
}
