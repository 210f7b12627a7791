import { useCallback, useEffect, useRef, useState } from 'react'

export interface Loaded<T> {
  data?: T
  error?: unknown
  loading: boolean
}

/** One call with loading, error and retry; `key` names the arguments (a new key loads again). */
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

  useEffect(() => {
    if (enabled) void load()
  }, [key, enabled, load])

  return { ...state, reload: load }
}
