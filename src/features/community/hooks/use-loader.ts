import type { Dispatch, SetStateAction } from 'react'
import { useLoad } from '@/shared/use-load'

export interface Loaded<T> {
  data: T | undefined
  setData: Dispatch<SetStateAction<T | undefined>>
  loading: boolean
  error: unknown
  reload: () => Promise<void>
  /** The page's retry: undefined when the query is unusable (retrying cannot help). */
  retry: (() => void) | undefined
}

const never = () => Promise.reject(new Error('unreachable: loading is disabled'))

/**
 * One thing a page shows (a post, an article, a topic). `load` undefined means the page query
 * is unusable; the page then shows `invalid` as its error.
 */
export function useLoader<T>(load: (() => Promise<T>) | undefined, key: string, invalid = '页面参数错误'): Loaded<T> {
  const loaded = useLoad(load ?? never, key, Boolean(load))
  return {
    data: loaded.data,
    setData: loaded.setData,
    loading: load ? loaded.loading : false,
    error: load ? loaded.error : invalid,
    reload: loaded.reload,
    retry: load ? () => void loaded.reload() : undefined,
  }
}
