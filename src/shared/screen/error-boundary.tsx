import { Component, type ReactNode } from 'react'
import { currentUrl, relaunch } from '@/core/navigation'
import { logError } from '@/core/log'
import { StateView } from '../page-shell/state-view'

interface State {
  failed: boolean
}

/**
 * A screen whose rendering throws shows the spec §2 error view instead of a blank app; a tap
 * reloads the page (opens it afresh, as the mini-program would). The error is logged.
 */
export class ScreenErrorBoundary extends Component<{ children?: ReactNode }, State> {
  static getDerivedStateFromError(): State {
    return { failed: true }
  }

  state: State = { failed: false }

  componentDidCatch(error: unknown): void {
    logError('Screen failed to render', error)
  }

  render() {
    if (!this.state.failed) return this.props.children
    return <StateView title='页面出错了' text='点击重新加载页面' onRetry={() => void relaunch(currentUrl())} retryText='重新加载' />
  }
}
