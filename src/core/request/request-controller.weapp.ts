/** Mini-program: the request task aborts itself; no signal to pass. */
export function requestController(): AbortController | undefined {
  return undefined
}
