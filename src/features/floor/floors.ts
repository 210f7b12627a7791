import type { Floor, KnownFloor } from '@api/domain'

const KNOWN = new Set<string>(['banner', 'entries', 'goods', 'articles', 'image'] satisfies KnownFloor['type'][])

/** The floors this app renders, in order: a type it does not know (newer than the app) is left out. */
export function knownFloors(floors: readonly Floor[]): KnownFloor[] {
  return floors.filter((f): f is KnownFloor => KNOWN.has(f.type))
}
