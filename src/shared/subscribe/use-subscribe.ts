import type { Subscribe, SubscribeScene } from './types'

// H5: a browser has no WeChat subscription messages (nor does WeChat's browser offer a page
// anything like them without an official account), so nothing is asked: the write goes on as it is.
const writeOnly: Subscribe = (write) => write

/** The moment's `subscribe(write, target)`; the mini-program build takes use-subscribe.weapp.ts. */
export function useSubscribe(_scene: SubscribeScene): Subscribe {
  return writeOnly
}
