// Deterministic randomness: the seed and the lottery must give the same results after every
// /__reset, so tests can rely on them.
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** Next value of a stateful generator kept in the db (so it is reset and cloned with it). */
export function nextRandom(state: { rngState: number }): number {
  const rand = mulberry32(state.rngState)
  const value = rand()
  state.rngState = (state.rngState + 0x9e3779b9) >>> 0
  return value
}

/** FNV-1a, for stable colours and positions derived from a string. */
export function hashString(text: string): number {
  let h = 0x811c9dc5
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i)
    h = Math.imul(h, 0x01000193)
  }
  return h >>> 0
}
