/**
 * One clock for every countdown on screen: a single interval runs while anything listens, so a
 * list of flash sales ticks together (and costs one timer), and nothing ticks once they stop.
 */
type Listener = (now: number) => void

const TICK_MS = 1000
const listeners = new Set<Listener>()
let timer: ReturnType<typeof setInterval> | undefined

function tick() {
  const now = Date.now()
  listeners.forEach((listener) => listener(now))
}

/** Calls `listener` with the time on every tick; returns the function that stops it. */
export function onTick(listener: Listener): () => void {
  listeners.add(listener)
  if (!timer) timer = setInterval(tick, TICK_MS)
  return () => {
    listeners.delete(listener)
    if (!listeners.size && timer) {
      clearInterval(timer)
      timer = undefined
    }
  }
}

/** How many listeners the clock has (for tests: a finished countdown must let go). */
export const tickListenerCount = () => listeners.size
