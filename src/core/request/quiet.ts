/*
 * A read whose failure the screen shows as its error view must not toast as well (one message
 * per failure). The cache runs such a read inside `withoutToast`; `request()` reads the flag in
 * its first, synchronous step, so every request an api function starts synchronously is covered.
 * A request started after an await inside the api function is not: it toasts as before.
 */
let depth = 0

export function withoutToast<T>(call: () => Promise<T>): Promise<T> {
  depth++
  try {
    return call()
  } finally {
    depth--
  }
}

/** Whether a request starting now may toast its failure (its own `toast` option aside). */
export function toastsAllowed(): boolean {
  return depth === 0
}
