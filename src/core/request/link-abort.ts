import type { AbortSignalLike } from './types'

export interface Abortable {
  abort?: () => void
}

/** Ties our signal to a Taro task (mini-program) or a DOM AbortController (H5 fetch). */
export function linkAbort(signal: AbortSignalLike, task: Abortable | undefined, controller?: AbortController): void {
  const onAbort = () => {
    controller?.abort()
    task?.abort?.()
  }
  if (signal.aborted) onAbort()
  else signal.addEventListener('abort', onAbort)
}
