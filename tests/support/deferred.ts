/** A promise settled by hand, for a test to decide when an answer arrives (a string by default). */
export function deferred<T = string>() {
  let resolve!: (v: T) => void
  let reject!: (e: unknown) => void
  const promise = new Promise<T>((res, rej) => {
    resolve = res
    reject = rej
  })
  return { promise, resolve, reject }
}
