import { useCallback, useEffect, useState } from 'react'
import type { Region } from '@api/user2'
import { REGION_ROOT, regionSource } from './region-source'

export const LEVEL_TITLES = ['省份', '城市', '区县'] as const

/** Province -> city -> district, one column at a time; picking a region opens the next level. */
export function useRegionSteps(open: boolean, initial: (Region | undefined)[]) {
  const [picks, setPicks] = useState<(Region | undefined)[]>(initial)
  const [level, setLevel] = useState(0)
  const [options, setOptions] = useState<Region[]>()
  const [failed, setFailed] = useState(false)

  const parentOf = useCallback((lv: number, chosen: (Region | undefined)[]) => (lv === 0 ? REGION_ROOT : chosen[lv - 1]?.regionCode), [])

  const load = useCallback(async (lv: number, chosen: (Region | undefined)[]) => {
    const parent = parentOf(lv, chosen)
    if (!parent) return
    setOptions(undefined)
    setFailed(false)
    try {
      setOptions(await regionSource(parent))
    } catch {
      setFailed(true)
    }
  }, [parentOf])

  // Each opening starts from the address's current region (or from nothing).
  useEffect(() => {
    if (!open) return
    const start = Math.min(initial.filter(Boolean).length, 2)
    setPicks(initial)
    setLevel(start)
    void load(start, initial)
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `initial` is read once per opening
  }, [open, load])

  /** Picks `region` at the current level; resolves with all three once a district is picked. */
  const pick = (region: Region): Region[] | undefined => {
    const next = [...picks.slice(0, level), region]
    if (level === 2) {
      setPicks(next)
      return next as Region[]
    }
    setPicks(next)
    setLevel(level + 1)
    void load(level + 1, next)
    return undefined
  }

  const goTo = (lv: number) => {
    if (lv > 0 && !picks[lv - 1]) return
    setLevel(lv)
    void load(lv, picks)
  }

  return { picks, level, options, failed, pick, goTo, retry: () => void load(level, picks) }
}
