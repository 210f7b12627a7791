/** Each row's runs of dark modules as [x, length]: one rectangle each, not one per module. */
export function darkRuns(row: boolean[]): [number, number][] {
  const runs: [number, number][] = []
  row.forEach((dark, x) => {
    if (!dark) return
    const last = runs[runs.length - 1]
    if (last && last[0] + last[1] === x) last[1] += 1
    else runs.push([x, 1])
  })
  return runs
}
