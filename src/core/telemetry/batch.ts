/** When a batch goes: at MAX_BATCH reports, FLUSH_AFTER_MS after its first one, or when the page hides. */
export const MAX_BATCH = 10
export const FLUSH_AFTER_MS = 3000
/** A page that throws in a loop sends this many reports and no more. */
export const MAX_PER_LOAD = 60

export interface Batch<T> {
  add(item: T): void
  /** Sends what is queued now (the page is hiding: a timer may never run again). */
  flush(): void
}

/** Collects reports and hands them to `send` a few at a time. */
export function createBatch<T>(send: (items: T[]) => void): Batch<T> {
  let queued: T[] = []
  let timer: ReturnType<typeof setTimeout> | undefined
  let taken = 0
  const flush = () => {
    clearTimeout(timer)
    timer = undefined
    const items = queued
    queued = []
    if (items.length) send(items)
  }
  return {
    add(item) {
      if (taken++ >= MAX_PER_LOAD) return
      queued.push(item)
      if (queued.length >= MAX_BATCH) flush()
      else if (!timer) timer = setTimeout(flush, FLUSH_AFTER_MS)
    },
    flush,
  }
}
