import { useState, type ReactNode } from 'react'
import Taro from '@tarojs/taro'
import { findRoute } from '@/routes'
import { BRAND_NAME } from '@/brand'
import { errorText } from '../error-text'
import { NavBar } from '../nav-bar'
import { useDocumentTitle } from './document-title'
import './index.scss'

export interface PageShellProps {
  /** Defaults to the title of the current route in src/routes.ts. */
  title?: string
  back?: boolean
  loading?: boolean
  error?: unknown
  onRetry?: () => void
  className?: string
  children?: ReactNode
}

function routeTitle(): string {
  const path = Taro.getCurrentInstance().router?.path ?? ''
  return findRoute(path)?.title ?? BRAND_NAME
}

/** Every page: the custom navigation bar, then its content, or a loading or an error view. */
export function PageShell({ title, back, loading, error, onRetry, className, children }: PageShellProps) {
  // Read once, at mount: a page re-rendered while covered would otherwise take the title of
  // the page on top (the current instance follows the top page).
  const [pageTitle] = useState(routeTitle)
  const shownTitle = title ?? pageTitle
  useDocumentTitle(shownTitle)
  return (
    <div className={`page-shell ${className ?? ''}`}>
      <NavBar title={shownTitle} back={back} />
      {error ? (
        <div className='page-shell__state' role='alert'>
          <span className='page-shell__state-title'>加载失败</span>
          <span className='page-shell__state-text'>{errorText(error)}</span>
          {onRetry && (
            <button type='button' className='page-shell__retry' onClick={onRetry}>
              重新加载
            </button>
          )}
        </div>
      ) : loading ? (
        <div className='page-shell__state' aria-busy='true'>
          <div className='page-shell__spinner' />
          <span className='page-shell__state-text'>加载中…</span>
        </div>
      ) : (
        children
      )}
    </div>
  )
}
