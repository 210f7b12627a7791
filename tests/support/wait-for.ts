/** Polls `check` every 10 ms until it passes, `tries` times at most (answers of mocked calls arrive on later ticks). */
export async function waitFor(check: () => void, tries = 100): Promise<void> {
  for (let i = 0; ; i += 1) {
    try {
      check()
      return
    } catch (error) {
      if (i >= tries) throw error
      await new Promise((r) => setTimeout(r, 10))
    }
  }
}
