import { useState } from 'react'
import { Text, View } from '@tarojs/components'
import { Button } from '@/shared/button'
import type { RegisterRecord } from '@api/activity'
import { DRAFTS, useForm } from '@/shared/form'
import { useRequestId } from '@/shared/use-write'
import { submitRegistration } from '../api'
import { EMPTY_LEAD, leadRules } from '../lead-form/rules'
import { LeadFields } from './lead-fields'
import './activity.scss'
import './lead.scss'

export const MAX_COMPANIONS = 4
const NEEDS = {}
const RULES = leadRules(NEEDS)

export interface RegisterFormProps {
  activityId: number
  /** Prefilled from getUserInfo. */
  name: string
  mobile: string
  onDone: (record: RegisterRecord) => void
}

/**
 * Name, phone and companions (0-4); nothing typed is lost when the submit fails, nor when the
 * page is left (the draft). The companions are no field of the lead form, so the request id is
 * the body's: a retry of the same registration is answered with the first, a changed one is new.
 */
export function RegisterForm({ activityId, name, mobile, onDone }: RegisterFormProps) {
  const form = useForm({ initial: { ...EMPTY_LEAD, name, mobile }, rules: RULES, draft: DRAFTS.activityRegister(activityId) })
  const [companions, setCompanions] = useState(0)
  const withId = useRequestId()
  // A refusal (full, closed, already registered) was toasted by the request layer.
  const send = () =>
    form.submit(async (v) => {
      const body = { activityId, name: v.name.trim(), mobile: v.mobile.trim(), companions }
      onDone(await withId(body, (requestId) => submitRegistration(body, requestId)))
    })
  return (
    <View>
      <LeadFields form={form} needs={NEEDS} />
      <View className='activity-companions'>
        <Text className='activity-companions__label'>同行人数</Text>
        <View
          className='activity-companions__step'
          role='button'
          aria-label='减少同行人数'
          aria-disabled={companions === 0}
          onClick={() => setCompanions((n) => Math.max(0, n - 1))}
        >
          −
        </View>
        <Text className='activity-companions__value'>{companions}</Text>
        <View
          className='activity-companions__step'
          role='button'
          aria-label='增加同行人数'
          aria-disabled={companions === MAX_COMPANIONS}
          onClick={() => setCompanions((n) => Math.min(MAX_COMPANIONS, n + 1))}
        >
          +
        </View>
        <Text className='activity-companions__hint'>最多 {MAX_COMPANIONS} 人</Text>
      </View>
      <Button className='lead-submit' variant='primary' loading={form.submitting} onClick={() => void send()}>
        {form.submitting ? '提交中…' : '立即报名'}
      </Button>
    </View>
  )
}
