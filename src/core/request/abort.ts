import type { AbortSignalLike } from './types'

/**
 * A tiny AbortController: the mini-program runtime has no DOM one, and the request layer needs
 * the same cancel handle on both targets.
 */
export interface AbortHandle {
  signal: AbortSignalLike
  abort(): void
}

export function createAbort(): AbortHandle {
  const listeners = new Set<() => void>()
  let aborted = false
  const signal: AbortSignalLike = {
    get aborted() {
      return aborted
    },
    addEventListener: (_type, listener) => listeners.add(listener),
    removeEventListener: (_type, listener) => listeners.delete(listener),
  }
  return {
    signal,
    abort() {
      if (aborted) return
      aborted = true
      listeners.forEach((listener) => listener())
      listeners.clear()
    },
  }
}
