import { offsetOf, type PullModel } from './machine'

/** H5: the content follows the finger, then holds the indicator open while refreshing. */
export function trackOffset(model: PullModel): number {
  return offsetOf(model)
}
