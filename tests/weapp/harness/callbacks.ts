// WeChat's callback style: every async API takes { success, fail, complete } and answers later.

export interface ApiOptions {
  success?: (res: unknown) => void
  fail?: (res: unknown) => void
  complete?: (res: unknown) => void
  [key: string]: unknown
}

let pending = 0

/** Answers not yet delivered, so a page is not taken as settled while a chain of calls runs. */
export const pendingAnswers = (): number => pending

function answer(callback: ((res: unknown) => void) | undefined, complete: ((res: unknown) => void) | undefined, res: unknown) {
  pending++
  setTimeout(() => {
    pending--
    callback?.(res)
    complete?.(res)
  }, 0)
}

/** Answers on a later tick, as WeChat does, so code that awaits the promise runs in order. */
export function succeed(options: ApiOptions | undefined, api: string, result: Record<string, unknown> = {}): void {
  answer(options?.success, options?.complete, { errMsg: `${api}:ok`, ...result })
}

/** `extra`: what WeChat adds to some failures (`errno: 104` for a refused privacy authorization). */
export function fail(options: ApiOptions | undefined, api: string, reason: string, extra: Record<string, unknown> = {}): void {
  answer(options?.fail, options?.complete, { errMsg: `${api}:fail ${reason}`, ...extra })
}

/**
 * WeChat's promise style: an async API called without success, fail or complete returns a
 * promise (base library 2.10.2+). Taro passes some APIs straight through (chooseMedia is not in
 * its promisified list), so the app relies on this form.
 */
export function promised(options: ApiOptions | undefined, run: (o: ApiOptions) => void): Promise<unknown> | undefined {
  if (options && (options.success || options.fail || options.complete)) return void run(options)
  return new Promise((resolve, reject) => run({ ...options, success: resolve, fail: reject }))
}
