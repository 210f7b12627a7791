import { useEffect, useState } from 'react'
import type { Region } from '@api/user2'
import { REGION_ROOT, useRegionChildren } from './queries'

export const LEVEL_TITLES = ['省份', '城市', '区县'] as const

/**
 * Province -> city -> district, one column at a time; picking a region opens the next level.
 * Each column is a read of the data cache, so a quick change of level never shows an older
 * column's answer.
 */
export function useRegionSteps(open: boolean, initial: (Region | undefined)[]) {
  const [picks, setPicks] = useState<(Region | undefined)[]>(initial)
  const [level, setLevel] = useState(0)
  const parent = level === 0 ? REGION_ROOT : picks[level - 1]?.regionCode
  const column = useRegionChildren(open ? parent : undefined)

  // Each opening starts from the address's current region (or from nothing).
  useEffect(() => {
    if (!open) return
    setPicks(initial)
    setLevel(Math.min(initial.filter(Boolean).length, 2))
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `initial` is read once per opening
  }, [open])

  /** Picks `region` at the current level; resolves with all three once a district is picked. */
  const pick = (region: Region): Region[] | undefined => {
    const next = [...picks.slice(0, level), region]
    setPicks(next)
    if (level === 2) return next as Region[]
    setLevel(level + 1)
    return undefined
  }

  const goTo = (lv: number) => {
    if (lv > 0 && !picks[lv - 1]) return
    setLevel(lv)
  }

  const failed = column.error !== undefined && !column.data
  return { picks, level, options: column.loading && !column.data ? undefined : column.data, failed, pick, goTo, retry: () => void column.reload() }
}
