import { atom, useAtomValue } from 'jotai'
import { DEFAULT_LOCATION, DEFAULT_POSITION, STORAGE_KEYS } from '@/constants'
import { logError } from '../log'
import { readStorage, writeStorage } from '../storage/taro-storage'
import { store } from '../store'
import type { Position, PositionSource, RegionLocation } from './types'

// Private primitives: everything goes through the functions below, which also persist.
const locationAtom = atom<RegionLocation>(DEFAULT_LOCATION)
const positionAtom = atom<Position>(DEFAULT_POSITION)
const sourceAtom = atom<PositionSource>('default')
const allowedAtom = atom(false)

export const locationValueAtom = atom((get) => get(locationAtom))
export const positionValueAtom = atom((get) => get(positionAtom))
export const positionSourceAtom = atom((get) => get(sourceAtom))
export const positionAllowedAtom = atom((get) => get(allowedAtom))

function save(key: string, value: unknown): void {
  try {
    writeStorage(key, value)
  } catch (error) {
    logError(`Saving ${key} failed`, error)
  }
}

export function getLocation(): RegionLocation {
  return store.get(locationAtom)
}

export function getPosition(): Position {
  return store.get(positionAtom)
}

export function isPositionAllowed(): boolean {
  return store.get(allowedAtom)
}

/** A successful fix: saved locally and positioning allowed (spec §4). */
export function applyFix(position: Position, location: RegionLocation | null, source: PositionSource): void {
  store.set(positionAtom, position)
  store.set(sourceAtom, source)
  store.set(allowedAtom, true)
  save(STORAGE_KEYS.CURRENT_POSITION, position)
  if (location) setLocation(location)
}

/** No fix: positioning disallowed and Beijing used (spec §4); nothing is saved. */
export function applyDefault(): void {
  store.set(positionAtom, DEFAULT_POSITION)
  store.set(locationAtom, DEFAULT_LOCATION)
  store.set(sourceAtom, 'default')
  store.set(allowedAtom, false)
}

/** The region in use (also set when the user picks a city). */
export function setLocation(location: RegionLocation): void {
  store.set(locationAtom, location)
  save(STORAGE_KEYS.LOCATION, location)
}

/**
 * Spec §2: a page query type=1 brings back the saved location and current position (the user
 * returns to a flow that had them; the dealer feature brings back its selected dealer). Returns
 * what was found.
 */
export function restoreSavedLocation(): { location: boolean; position: boolean } {
  const location = readStorage<RegionLocation | null>(STORAGE_KEYS.LOCATION, null)
  const position = readStorage<Position | null>(STORAGE_KEYS.CURRENT_POSITION, null)
  if (location) store.set(locationAtom, location)
  if (position) {
    store.set(positionAtom, position)
    store.set(allowedAtom, true)
    store.set(sourceAtom, 'device')
  }
  return { location: !!location, position: !!position }
}

export const useLocation = (): RegionLocation => useAtomValue(locationValueAtom)
export const usePosition = (): Position => useAtomValue(positionValueAtom)
export const usePositionAllowed = (): boolean => useAtomValue(positionAllowedAtom)
