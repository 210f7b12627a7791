import { useState, type ReactNode } from 'react'
import Taro from '@tarojs/taro'
import { findRoute } from '@/routes'
import { BRAND_NAME } from '@/brand'
import { NavBar } from '../nav-bar'
import { useDocumentTitle } from './document-title'
import './index.scss'

export { StateView, LoadFailed, Loading, type StateViewProps } from './state-view'
export { KeptLine, keptAge } from './kept-line'

/** A pending part's class: the screen under the navigation bar holds its paint while it is there (index.scss). */
export const HOLD_PAINT = 'page-shell__hold'

export interface PageShellProps {
  /** Defaults to the title of the current route in src/routes.ts. */
  title?: string
  back?: boolean
  className?: string
  children?: ReactNode
}

function routeTitle(): string {
  const path = Taro.getCurrentInstance().router?.path ?? ''
  return findRoute(path)?.title ?? BRAND_NAME
}

/**
 * The custom navigation bar and the page's background. Screens do not use it directly: the frame
 * (`@/shared/screen`) puts it around every screen with the login gate, the main read's loading
 * and error views, and the error boundary.
 */
export function PageShell({ title, back, className, children }: PageShellProps) {
  // Read once, at mount: a page re-rendered while covered would otherwise take the title of
  // the page on top (the current instance follows the top page).
  const [pageTitle] = useState(routeTitle)
  const shownTitle = title ?? pageTitle
  useDocumentTitle(shownTitle)
  return (
    <div className={`page-shell ${className ?? ''}`}>
      <NavBar title={shownTitle} back={back} />
      {children}
    </div>
  )
}
