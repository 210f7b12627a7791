import { Component, type ReactNode } from 'react'
import { currentUrl, relaunch } from '@/core/navigation'
import { logError } from '@/core/log'
import { reportError } from '@/core/telemetry'
import { clearQueries, forgetKept } from '@/core/query'
import { StateView } from '../page-shell/state-view'

interface State {
  failed: boolean
}

/** The page opened afresh, with nothing cached: the answer it could not render is read again. */
function reloadPage(): void {
  clearQueries(false)
  void relaunch(currentUrl())
}

/**
 * A screen whose rendering throws shows the spec §2 error view instead of a blank app; a tap
 * reloads the page. The error is logged and reported (core/telemetry).
 */
export class ScreenErrorBoundary extends Component<{ children?: ReactNode }, State> {
  static getDerivedStateFromError(): State {
    return { failed: true }
  }

  state: State = { failed: false }

  componentDidCatch(error: unknown): void {
    // The answer it could not render may be one kept on the device: none comes back on the reload.
    void forgetKept()
    logError('Screen failed to render', error)
    reportError(error, 'screen')
  }

  render() {
    if (!this.state.failed) return this.props.children
    return <StateView title='页面出错了' text='点击重新加载页面' onRetry={reloadPage} retryText='重新加载' />
  }
}
