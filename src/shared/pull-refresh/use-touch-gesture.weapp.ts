import type { PullEvent } from './machine'

const ignore = (_node: HTMLElement | null) => undefined

/** Mini-program: no touch listeners; the page's native pull-down drives the refresh. */
export function useTouchGesture(_canPull: () => boolean, _dispatch: (event: PullEvent) => void): (node: HTMLElement | null) => void {
  return ignore
}
