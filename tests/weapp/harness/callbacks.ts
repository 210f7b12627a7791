// WeChat's callback style: every async API takes { success, fail, complete } and answers later.

export interface ApiOptions {
  success?: (res: unknown) => void
  fail?: (res: unknown) => void
  complete?: (res: unknown) => void
  [key: string]: unknown
}

/** Answers on a later tick, as WeChat does, so code that awaits the promise runs in order. */
export function succeed(options: ApiOptions | undefined, api: string, result: Record<string, unknown> = {}): void {
  const res = { errMsg: `${api}:ok`, ...result }
  setTimeout(() => {
    options?.success?.(res)
    options?.complete?.(res)
  }, 0)
}

export function fail(options: ApiOptions | undefined, api: string, reason: string): void {
  const res = { errMsg: `${api}:fail ${reason}` }
  setTimeout(() => {
    options?.fail?.(res)
    options?.complete?.(res)
  }, 0)
}
