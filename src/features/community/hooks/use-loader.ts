import { useCallback, useEffect, useRef, useState, type Dispatch, type SetStateAction } from 'react'

export interface Loaded<T> {
  data: T | undefined
  setData: Dispatch<SetStateAction<T | undefined>>
  loading: boolean
  error: unknown
  reload: () => void
  /** The page's retry: undefined when the query is unusable (retrying cannot help). */
  retry: (() => void) | undefined
}

/**
 * One thing a page shows (a post, an article, a topic). `load` undefined means the page query
 * is unusable; the page then shows `invalid` as its error.
 */
export function useLoader<T>(load: (() => Promise<T>) | undefined, key: string, invalid = '页面参数错误'): Loaded<T> {
  const [data, setData] = useState<T | undefined>()
  const [loading, setLoading] = useState(Boolean(load))
  const [error, setError] = useState<unknown>(load ? null : invalid)
  const loadRef = useRef(load)
  loadRef.current = load
  const generation = useRef(0)

  const reload = useCallback(() => {
    const run = loadRef.current
    if (!run) return
    const mine = ++generation.current
    setLoading(true)
    setError(null)
    run().then(
      (value) => {
        if (mine !== generation.current) return
        setData(value)
        setLoading(false)
      },
      (e: unknown) => {
        if (mine !== generation.current) return
        setError(e)
        setLoading(false)
      },
    )
  }, [])

  useEffect(() => {
    if (loadRef.current) reload()
    else {
      setLoading(false)
      setError(invalid)
    }
  }, [key, reload, invalid])

  return { data, setData, loading, error, reload, retry: load ? reload : undefined }
}
