import { useState } from 'react'
import Taro from '@tarojs/taro'
import type { RecommendRecord } from '@api/activity'
import { currentUrl, openPage } from '@/core/navigation'
import { loginPageUrl } from '@/core/session'
import { useLeadForm, type LeadNeeds } from '@/features/activity'
import { insertRecommend } from '@/features/invite'

export const RECOMMEND_NEEDS: LeadNeeds = { model: true, dealer: true }

/**
 * The referral form: the lead fields of the activity feature, sent with the recommend-a-purchase
 * insert of the invite feature. `inviterId` is the inviter of a shared link (absent: me).
 */
export function useRecommend(activityId: number | undefined, inviterId: number | undefined, loggedIn: boolean, onSent: () => void) {
  const form = useLeadForm(RECOMMEND_NEEDS)
  const [sending, setSending] = useState(false)
  const [sent, setSent] = useState<RecommendRecord>()

  const send = async () => {
    if (!loggedIn) {
      void openPage(loginPageUrl(currentUrl()))
      return
    }
    if (sending || !activityId || !form.check()) return
    const v = form.values
    setSending(true)
    try {
      const record = await insertRecommend({
        activityId, inviterAccountId: inviterId, name: v.name.trim(), mobile: v.mobile.trim(),
        vehicleTypeId: v.vehicleTypeId!, dealerCode: v.dealerCode!,
      })
      setSent(record)
      form.reset()
      void Taro.showToast({ title: '提交成功', icon: 'success' })
      onSent()
    } catch {
      // The request layer has shown why (already recommended, own number...); the form keeps it all.
    } finally {
      setSending(false)
    }
  }
  return { form, sending, sent, clearSent: () => setSent(undefined), send }
}
