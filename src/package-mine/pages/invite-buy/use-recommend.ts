import { useState } from 'react'
import type { RecommendRecord } from '@api/activity'
import { EMPTY_LEAD, leadRules, type LeadNeeds } from '@/features/activity'
import { insertRecommend } from '@/features/invite'
import { DRAFTS, useForm } from '@/shared/form'
import { toast } from '@/shared/toast'

export const RECOMMEND_NEEDS: LeadNeeds = { model: true, dealer: true }
const RULES = leadRules(RECOMMEND_NEEDS)

/**
 * The owner's referral form: the lead fields of the activity feature, sent with the
 * recommend-a-purchase insert of the invite feature (the statistics are read again by the write).
 * What is typed is kept on the device until it is sent (the draft).
 */
export function useRecommend(activityId: number | undefined) {
  const form = useForm({ initial: EMPTY_LEAD, rules: RULES, draft: DRAFTS.inviteBuy })
  const [sent, setSent] = useState<RecommendRecord>()

  const send = async () => {
    if (!activityId) return
    // A refusal (already recommended, own number...) was toasted by the request layer; the form keeps it all.
    const ok = await form.submit(async (v, requestId) => {
      setSent(
        await insertRecommend(
          { activityId, name: v.name.trim(), mobile: v.mobile.trim(), vehicleTypeId: v.vehicleTypeId!, dealerCode: v.dealerCode! },
          requestId,
        ),
      )
    })
    if (!ok) return
    form.reset()
    toast('提交成功', 'success')
  }
  return { form, sending: form.submitting, sent, clearSent: () => setSent(undefined), send }
}
