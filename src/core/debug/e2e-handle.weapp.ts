/** Mini-program: no browser tests drive it, so no debug handle (e2e-handle.ts is the H5 one). */
export function installDebugHandle(_query: Record<string, string | undefined>): boolean {
  return false
}
