import { useCallback, useRef, useState } from 'react'
import { EMPTY_LEAD, hasErrors, validateLead, type LeadErrors, type LeadNeeds, type LeadValues } from './validate'

/**
 * A lead form's values and messages. Messages appear after the first attempt to send and then
 * follow every change. Values stay when a send fails: the user never types them twice.
 */
export function useLeadForm(needs: LeadNeeds, initial?: Partial<LeadValues>) {
  const [values, setValues] = useState<LeadValues>({ ...EMPTY_LEAD, ...initial })
  const [errors, setErrors] = useState<LeadErrors>({})
  const tried = useRef(false)
  const needsRef = useRef(needs)
  needsRef.current = needs

  const set = useCallback(
    (patch: Partial<LeadValues>) => {
      const next = { ...values, ...patch }
      // A new province empties the city and dealer; a new city empties the dealer.
      if ('provinceCode' in patch && patch.provinceCode !== values.provinceCode) Object.assign(next, { cityCode: undefined, dealerCode: undefined })
      if ('cityCode' in patch && patch.cityCode !== values.cityCode) next.dealerCode = undefined
      setValues(next)
      if (tried.current) setErrors(validateLead(next, needsRef.current))
    },
    [values],
  )

  /** Validates for sending; true when the values may go out. */
  const check = useCallback((): boolean => {
    tried.current = true
    const found = validateLead(values, needsRef.current)
    setErrors(found)
    return !hasErrors(found)
  }, [values])

  const reset = useCallback((keep?: Partial<LeadValues>) => {
    tried.current = false
    setErrors({})
    setValues({ ...EMPTY_LEAD, ...keep })
  }, [])

  return { values, errors, set, check, reset }
}
