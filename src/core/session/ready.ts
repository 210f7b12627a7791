/*
 * Restoring the session can wait on the native bridge. Calls made meanwhile (a page mounting
 * right after start-up) wait for it too, so they carry the token instead of failing with 401.
 */
let pending: Promise<unknown> | null = null

export function markSessionRestoring(work: Promise<unknown>): void {
  const tracked: Promise<unknown> = work.finally(() => {
    if (pending === tracked) pending = null
  })
  pending = tracked
}

/** Resolves once a restore in progress has finished (at once when none is). */
export function sessionReady(): Promise<void> {
  return pending ? pending.then(() => undefined, () => undefined) : Promise.resolve()
}
