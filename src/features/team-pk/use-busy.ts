import { useRef, useState } from 'react'

/**
 * One write at a time on a screen: `run(name, write)` marks `busy` with the action's name while it
 * runs and ignores taps meanwhile. A failure has been toasted by the request layer already.
 */
export function useBusy() {
  const [busy, setBusy] = useState<string | null>(null)
  const running = useRef(false)
  const run = async (name: string, write: () => Promise<unknown>): Promise<boolean> => {
    if (running.current) return false
    running.current = true
    setBusy(name)
    try {
      await write()
      return true
    } catch {
      return false
    } finally {
      running.current = false
      setBusy(null)
    }
  }
  return { busy, run }
}
