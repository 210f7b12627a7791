import { useState } from 'react'
import { Text, View } from '@tarojs/components'
import { Button } from '@/shared/button'
import type { Lead } from '@api/lead-activity'
import { useForm } from '@/shared/form'
import { captureLead } from '../api'
import { EMPTY_LEAD, leadRules, type LeadNeeds, type LeadValues } from '../lead-form/rules'
import { LeadFields } from './lead-fields'
import './lead.scss'

const NEEDS: LeadNeeds = { model: true, city: true, consent: true }
const RULES = leadRules(NEEDS)

export interface LeadCaptureFormProps {
  /** Where the form was opened from (activity-201, mine...). */
  source?: string
  initial?: Partial<LeadValues>
}

/** Name, phone, city, model and consent; validated here, and kept as typed when sending fails. */
export function LeadCaptureForm({ source, initial }: LeadCaptureFormProps) {
  const form = useForm({ initial: { ...EMPTY_LEAD, ...initial }, rules: RULES })
  const [done, setDone] = useState<Lead>()

  // A failure was toasted by the request layer; the form keeps what was typed.
  const send = () =>
    form.submit(async (v) => {
      setDone(
        await captureLead({
          name: v.name.trim(), mobile: v.mobile.trim(), provinceCode: v.provinceCode!, cityCode: v.cityCode!,
          vehicleTypeId: v.vehicleTypeId!, consent: v.consent, source,
        }),
      )
    })

  if (done) {
    return (
      <View className='lead-done' role='status'>
        <Text className='lead-done__title'>提交成功</Text>
        <Text className='lead-done__text'>
          {done.name}，我们已收到你对 {done.vehicleTypeName} 的意向，{done.cityName}的专属顾问会尽快通过 {done.mobile} 与你联系。
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
      <Button className='lead-submit' loading={form.submitting} onClick={() => void send()}>
        {form.submitting ? '提交中…' : '提交'}
      </Button>
    </View>
  )
}
