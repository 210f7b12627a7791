import { useState } from 'react'
import { Button, Text, View } from '@tarojs/components'
import type { Lead } from '@api/lead-activity'
import { captureLead } from '../api'
import { useLeadForm } from '../lead-form/use-lead-form'
import type { LeadNeeds, LeadValues } from '../lead-form/validate'
import { LeadFields } from './lead-fields'
import './lead.scss'

const NEEDS: LeadNeeds = { model: true, city: true, consent: true }

export interface LeadCaptureFormProps {
  /** Where the form was opened from (activity-201, mine...). */
  source?: string
  initial?: Partial<LeadValues>
}

/** Name, phone, city, model and consent; validated here, and kept as typed when sending fails. */
export function LeadCaptureForm({ source, initial }: LeadCaptureFormProps) {
  const form = useLeadForm(NEEDS, initial)
  const [sending, setSending] = useState(false)
  const [done, setDone] = useState<Lead>()

  const send = async () => {
    if (sending || !form.check()) return
    const v = form.values
    setSending(true)
    try {
      setDone(
        await captureLead({
          name: v.name.trim(), mobile: v.mobile.trim(), provinceCode: v.provinceCode!, cityCode: v.cityCode!,
          vehicleTypeId: v.vehicleTypeId!, consent: v.consent, source,
        }),
      )
    } catch {
      // The request layer has shown why; what the user typed stays in the form.
    } finally {
      setSending(false)
    }
  }

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
            form.reset()
          }}
        >
          再登记一位
        </Text>
      </View>
    )
  }
  return (
    <View>
      <LeadFields values={form.values} errors={form.errors} needs={NEEDS} set={form.set} />
      <Button className='lead-submit' aria-disabled={sending} onClick={() => void send()}>
        {sending ? '提交中…' : '提交'}
      </Button>
    </View>
  )
}
