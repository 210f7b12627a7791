/**
 * One seek at a time: a video element (or WeChat's decoder) holds a single position, so each
 * grab waits for the one before it (and for `ready`), whether that one worked or not.
 */
export function oneAtATime<T>(ready: Promise<unknown>, grab: (seconds: number) => Promise<T>): (seconds: number) => Promise<T> {
  let queue: Promise<unknown> = ready
  return (seconds) => {
    const next = queue.catch(() => undefined).then(() => grab(seconds))
    queue = next
    return next
  }
}
