import type { Runtime } from './runtime'

/** Mini-program build of currentRuntime. */
export function currentRuntime(): Runtime {
  return 'weapp'
}
