import { useState } from 'react'
import Taro from '@tarojs/taro'
import type { TestDrive } from '@api/lead'
import { submitTestDrive } from './api'
import { toBody, validateDraft, type DraftErrors, type TestDriveDraft } from './draft'

/**
 * Validates and sends the draft. On failure the draft is left as it is (the user's input
 * survives) and the reason is shown; on success the booking is returned.
 */
export function useSubmitTestDrive(onBooked: (booking: TestDrive) => void) {
  const [errors, setErrors] = useState<DraftErrors>({})
  const [submitting, setSubmitting] = useState(false)
  const [submitError, setSubmitError] = useState('')

  const submit = async (draft: TestDriveDraft) => {
    if (submitting) return
    const found = validateDraft(draft)
    setErrors(found)
    setSubmitError('')
    const first = Object.values(found)[0]
    if (first) {
      void Taro.showToast({ title: first, icon: 'none' })
      return
    }
    setSubmitting(true)
    try {
      onBooked(await submitTestDrive(toBody(draft)))
    } catch (e) {
      setSubmitError(e instanceof Error && e.message ? e.message : '网络异常')
    } finally {
      setSubmitting(false)
    }
  }

  /** Clears a field's message as soon as the user changes it. */
  const touch = (fields: string[]) => {
    if (fields.some((f) => f in errors)) setErrors((e) => Object.fromEntries(Object.entries(e).filter(([k]) => !fields.includes(k))))
  }

  return { errors, submitting, submitError, submit, touch }
}
