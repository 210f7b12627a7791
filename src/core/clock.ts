/**
 * Time source for everything that waits or throttles (request time-outs, relogin throttle,
 * location refresh). Injected so unit tests can drive time without real waiting.
 */
export interface Clock {
  now(): number
  setTimeout(fn: () => void, ms: number): unknown
  clearTimeout(id: unknown): void
}

export const systemClock: Clock = {
  now: () => Date.now(),
  // Looked up at call time so jest fake timers installed later still apply.
  setTimeout: (fn, ms) => setTimeout(fn, ms),
  clearTimeout: (id) => clearTimeout(id as ReturnType<typeof setTimeout>),
}
