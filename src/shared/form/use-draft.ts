import { useCallback, useEffect, useRef, useState, type Dispatch, type SetStateAction } from 'react'
import { clearDraft, draftOwner, loadDraft, storeDraft } from './draft'

/** Typing is written this long after the last key, not on every key. */
const SAVE_DELAY_MS = 400

/** The values a form opens with: `initial` with its stored draft over it. */
export function useDraftStart<V>(key: string | undefined, initial: V): { start: V; found: boolean } {
  const [start] = useState(() => {
    const stored = key === undefined ? undefined : loadDraft(key)
    return { start: stored ? { ...initial, ...stored } : initial, found: Boolean(stored) }
  })
  return start
}

interface DraftOptions<V> {
  key: string | undefined
  values: V
  initial: V
  sensitive?: readonly (keyof V)[]
  setValues: Dispatch<SetStateAction<V>>
  /** Whether the form opened with a stored draft (`useDraftStart`). */
  found: boolean
}

/**
 * Keeps a form's draft in step: writes the values a moment after they change and when the form
 * goes away, restores when the key changes (a content id that arrives later), and drops the
 * draft on `clear()` (a successful send), so the last values are not written back after it.
 */
export function useDraftSaving<V>({ key, values, initial, sensitive, setValues, found }: DraftOptions<V>) {
  const [restored, setRestored] = useState(found)
  // The values not written yet, with the key they belong to.
  const waiting = useRef<{ key: string; values: V } | undefined>(undefined)
  // The render that switched keys still holds the old key's values: not the new key's draft.
  const switched = useRef(false)
  const timer = useRef<ReturnType<typeof setTimeout>>()
  const shown = useRef(key)
  const latest = useRef({ key, values, initial, sensitive })
  latest.current = { key, values, initial, sensitive }

  // Whose draft the values were last written as: a session that ends meanwhile hands them over.
  const writtenFor = useRef<string>()

  const flush = useCallback(() => {
    clearTimeout(timer.current)
    const { initial: base, sensitive: hidden } = latest.current
    if (!waiting.current) return
    storeDraft(waiting.current.key, waiting.current.values as object, base as object, hidden)
    waiting.current = undefined
    writtenFor.current = draftOwner()
  }, [])

  const clear = useCallback(() => {
    clearTimeout(timer.current)
    waiting.current = undefined
    if (latest.current.key !== undefined) clearDraft(latest.current.key)
    setRestored(false)
  }, [])

  /**
   * After a send that failed: when it ended the session (401 / 601), the values are written again
   * for nobody yet, so the next person who logs in gets them, as a draft typed before login: the
   * login page replaces the form, and the form opened again after the login starts from them.
   * Another failure changes nothing (what was typed was written at the submit).
   */
  const handOver = useCallback(() => {
    const { key: shownKey, values: now, initial: base, sensitive: hidden } = latest.current
    if (shownKey === undefined || writtenFor.current === draftOwner()) return
    clearTimeout(timer.current)
    waiting.current = undefined
    storeDraft(shownKey, now as object, base as object, hidden)
    writtenFor.current = draftOwner()
  }, [])

  // A new key: its draft replaces what the form holds (the previous key's was written already).
  useEffect(() => {
    if (shown.current === key) return
    flush()
    shown.current = key
    switched.current = true
    const stored = key === undefined ? undefined : loadDraft(key)
    setValues({ ...latest.current.initial, ...stored })
    setRestored(Boolean(stored))
  }, [key, setValues, flush])

  useEffect(() => {
    if (switched.current) {
      switched.current = false
      return
    }
    if (key === undefined) return
    waiting.current = { key, values }
    clearTimeout(timer.current)
    timer.current = setTimeout(flush, SAVE_DELAY_MS)
  }, [key, values, flush])

  // Leaving the screen writes at once what the delay still held.
  useEffect(() => flush, [flush])

  return { restored, flush, clear, handOver }
}
