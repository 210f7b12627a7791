import { getNativeBridge } from './bridge'

/** Where the code runs (spec §6): behaviour of login and token restore depends on it. */
export type Runtime = 'weapp' | 'h5' | 'app'

/** H5: the brand app's web view when its bridge is there (runtime.weapp.ts: the mini-program). */
export function currentRuntime(): Runtime {
  return getNativeBridge() ? 'app' : 'h5'
}
