import type { ReactNode } from 'react'
import { errorText } from '@/shared/error-text'
import './index.scss'

export interface ListStateProps {
  loading: boolean
  error: unknown
  empty: boolean
  emptyText: string
  onRetry: () => void
  /** Shown under the empty text, e.g. a way to add the first item. */
  emptyAction?: ReactNode
}

/**
 * What stands in place of a list: loading, a failure with retry, or empty; null when rows show.
 * Plain tags (plugin-html) like the page shell: the entry page cannot afford Taro's components.
 */
export function ListState({ loading, error, empty, emptyText, onRetry, emptyAction }: ListStateProps) {
  if (error) {
    return (
      <div className='paged-list-state' role='alert'>
        <span className='paged-list-state__title'>加载失败</span>
        <span className='paged-list-state__text'>{errorText(error)}</span>
        <button type='button' className='paged-list-state__retry' onClick={onRetry}>
          重新加载
        </button>
      </div>
    )
  }
  if (loading) {
    return (
      <div className='paged-list-state' aria-busy='true'>
        <span className='paged-list-state__text'>加载中…</span>
      </div>
    )
  }
  if (!empty) return null
  return (
    <div className='paged-list-state'>
      <span className='paged-list-state__text'>{emptyText}</span>
      {emptyAction}
    </div>
  )
}
