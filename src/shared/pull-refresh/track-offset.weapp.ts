import type { PullModel } from './machine'

/** Mini-program: the native pull-down moves the page and shows its own indicator; the content stays. */
export function trackOffset(_model: PullModel): number {
  return 0
}
