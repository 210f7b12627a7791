import { useCallback, useEffect, useRef, useState, type SetStateAction } from 'react'

export interface Loaded<T> {
  data?: T
  error?: unknown
  loading: boolean
}

/**
 * One call with loading, error and retry; `key` names the arguments (a new key loads again),
 * `enabled` false waits (for a token, an id). What was shown stays while a reload runs or
 * fails, and an answer to an older call never replaces a newer one.
 */
export function useLoad<T>(call: () => Promise<T>, key: string, enabled = true) {
  const [state, setState] = useState<Loaded<T>>({ loading: enabled })
  const callRef = useRef(call)
  callRef.current = call
  const generation = useRef(0)

  const load = useCallback(async () => {
    const gen = ++generation.current
    setState((s) => ({ ...s, loading: true, error: undefined }))
    try {
      const data = await callRef.current()
      if (gen === generation.current) setState({ data, loading: false })
    } catch (error) {
      if (gen === generation.current) setState((s) => ({ ...s, error, loading: false }))
    }
  }, [])

  /** Local edits of what was loaded (a like, a new count) without a reload. */
  const setData = useCallback((next: SetStateAction<T | undefined>) => {
    setState((s) => ({ ...s, data: typeof next === 'function' ? (next as (old: T | undefined) => T | undefined)(s.data) : next }))
  }, [])

  useEffect(() => {
    if (enabled) void load()
  }, [key, enabled, load])

  return { ...state, setData, reload: load }
}
