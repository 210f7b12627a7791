import { getNativeBridge } from './bridge'

/** Where the code runs (spec §6): behaviour of login and token restore depends on it. */
export type Runtime = 'weapp' | 'h5' | 'app'

export function currentRuntime(): Runtime {
  if (process.env.TARO_ENV === 'weapp') return 'weapp'
  return getNativeBridge() ? 'app' : 'h5'
}
