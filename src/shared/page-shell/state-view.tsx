import { buttonLook } from '../button/look'
import { errorText } from '../error-text'

export interface StateViewProps {
  title: string
  text: string
  onRetry?: () => void
  retryText?: string
}

/** A whole-screen message (failed to load, link incomplete, screen broke), with its way out. */
export function StateView({ title, text, onRetry, retryText = '重新加载' }: StateViewProps) {
  return (
    <div className='page-shell__state' role='alert'>
      <span className='page-shell__state-title'>{title}</span>
      <span className='page-shell__state-text'>{text}</span>
      {onRetry && (
        <button type='button' className={`page-shell__retry ${buttonLook('primary', 'm')}`} onClick={onRetry}>
          {retryText}
        </button>
      )}
    </div>
  )
}

/** The main read failed with nothing to show: why, and a retry. */
export function LoadFailed({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  return <StateView title='加载失败' text={errorText(error)} onRetry={onRetry} />
}

export function Loading() {
  return (
    <div className='page-shell__state' aria-busy='true'>
      <div className='page-shell__spinner' />
      <span className='page-shell__state-text'>加载中…</span>
    </div>
  )
}
