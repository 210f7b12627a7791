import type { Region } from '@api/user2'

export interface LetterGroup<T extends Pick<Region, 'letter' | 'regionName'>> {
  letter: string
  regions: T[]
}

const LETTER = /^[A-Z]$/

/**
 * Regions grouped by the initial of their pinyin name (spec §3 `letter`), groups A-Z, regions
 * within a group by name. A missing or odd letter goes under '#', last.
 */
export function groupByLetter<T extends Pick<Region, 'letter' | 'regionName'>>(regions: T[]): LetterGroup<T>[] {
  const groups = new Map<string, T[]>()
  for (const region of regions) {
    const letter = (region.letter ?? '').trim().toUpperCase()
    const key = LETTER.test(letter) ? letter : '#'
    const list = groups.get(key) ?? []
    list.push(region)
    groups.set(key, list)
  }
  return [...groups.entries()]
    .sort(([a], [b]) => (a === '#' ? 1 : b === '#' ? -1 : a.localeCompare(b)))
    .map(([letter, list]) => ({ letter, regions: [...list].sort((x, y) => x.regionName.localeCompare(y.regionName, 'zh-CN')) }))
}

/** The letters of the index bar, in the order of the groups. */
export const indexLetters = (groups: LetterGroup<Pick<Region, 'letter' | 'regionName'>>[]): string[] => groups.map((g) => g.letter)
