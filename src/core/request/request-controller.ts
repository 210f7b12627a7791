/**
 * H5 Taro.request only honours an external signal; it has no task.abort once one is passed.
 * The mini-program aborts through the task (request-controller.weapp.ts: no controller).
 */
export function requestController(): AbortController | undefined {
  return typeof AbortController !== 'undefined' ? new AbortController() : undefined
}
