import { useState } from 'react'
import { Button, Text, View } from '@tarojs/components'
import type { RegisterRecord } from '@api/activity'
import { submitRegistration } from '../api'
import { useLeadForm } from '../lead-form/use-lead-form'
import { LeadFields } from './lead-fields'
import './activity.scss'
import './lead.scss'

export const MAX_COMPANIONS = 4
const NEEDS = {}

export interface RegisterFormProps {
  activityId: number
  /** Prefilled from getUserInfo. */
  name: string
  mobile: string
  onDone: (record: RegisterRecord) => void
}

/** Name, phone and companions (0-4); nothing typed is lost when the submit fails. */
export function RegisterForm({ activityId, name, mobile, onDone }: RegisterFormProps) {
  const form = useLeadForm(NEEDS, { name, mobile })
  const [companions, setCompanions] = useState(0)
  const [sending, setSending] = useState(false)
  const send = async () => {
    if (sending || !form.check()) return
    setSending(true)
    try {
      onDone(await submitRegistration({ activityId, name: form.values.name.trim(), mobile: form.values.mobile.trim(), companions }))
    } catch {
      // The request layer has shown the server's reason (full, closed, already registered).
    } finally {
      setSending(false)
    }
  }
  return (
    <View>
      <LeadFields values={form.values} errors={form.errors} needs={NEEDS} set={form.set} />
      <View className='companions'>
        <Text className='companions__label'>同行人数</Text>
        <View
          className='companions__step'
          role='button'
          aria-label='减少同行人数'
          aria-disabled={companions === 0}
          onClick={() => setCompanions((n) => Math.max(0, n - 1))}
        >
          −
        </View>
        <Text className='companions__value'>{companions}</Text>
        <View
          className='companions__step'
          role='button'
          aria-label='增加同行人数'
          aria-disabled={companions === MAX_COMPANIONS}
          onClick={() => setCompanions((n) => Math.min(MAX_COMPANIONS, n + 1))}
        >
          +
        </View>
        <Text className='companions__hint'>最多 {MAX_COMPANIONS} 人</Text>
      </View>
      <Button className='lead-submit' aria-disabled={sending} onClick={() => void send()}>
        {sending ? '提交中…' : '立即报名'}
      </Button>
    </View>
  )
}
