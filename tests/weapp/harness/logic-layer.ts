// Globals of WeChat's logic layer that are not wx: timers whose callbacks cannot crash the test
// run (an exception is recorded as uncaught, as WeChat reports it) and a console that keeps
// what the app prints.

export type Timer = ReturnType<typeof setTimeout>
type Callback = (...args: unknown[]) => unknown

/** Runs `work`, recording what it throws instead of throwing. */
export type Guard = <T>(work: () => T) => T | undefined

/** The app's timers, tracked so closing the app stops them all. */
export function timerGlobals(guard: Guard, timers: Set<Timer>) {
  const after = (callback: Callback, ms?: number, ...args: unknown[]): Timer => {
    const id = setTimeout(() => {
      timers.delete(id)
      guard(() => callback(...args))
    }, ms)
    timers.add(id)
    return id
  }
  const every = (callback: Callback, ms?: number, ...args: unknown[]): Timer => {
    const id = setInterval(() => guard(() => callback(...args)), ms)
    timers.add(id)
    return id
  }
  // Node's clearTimeout also clears intervals.
  const clear = (id: Timer) => {
    clearTimeout(id)
    timers.delete(id)
  }
  return { setTimeout: after, clearTimeout: clear, setInterval: every, clearInterval: clear }
}

/** Errors come from the app's realm, so they are recognised by their stack, not instanceof. */
function format(value: unknown): string {
  if (typeof value === 'string') return value
  if (value && typeof value === 'object' && 'stack' in value) return String(value.stack)
  try {
    return JSON.stringify(value)
  } catch {
    return String(value)
  }
}

/** Lines `level: text` in `logs`; printed as they come when WEAPP_DEBUG is set. */
export function consoleGlobal(logs: string[]) {
  const log =
    (level: string) =>
    (...args: unknown[]) => {
      const text = `${level}: ${args.map(format).join(' ')}`
      logs.push(text)
      if (process.env.WEAPP_DEBUG) console.info(`[weapp] ${text}`)
    }
  return { log: log('log'), info: log('info'), warn: log('warn'), error: log('error'), debug: log('debug') }
}
