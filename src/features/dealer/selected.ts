import { atom, useAtomValue } from 'jotai'
import type { Dealer } from '@api/lead'
import { STORAGE_KEYS } from '@/constants'
import { logError } from '@/core/log'
import { readStorage, writeStorage } from '@/core/storage/taro-storage'
import { store } from '@/core/store'

// The dealer the user chose (dealer list, test drive): saved locally, brought back by a page
// opened with type=1 (spec §2, §3).
const selectedAtom = atom<Dealer | null>(null)

/** Storage may hold anything (an older version, another app): only a dealer's shape counts. */
export function asDealer(value: unknown): Dealer | null {
  const v = value as Partial<Dealer> | null | undefined
  if (!v || typeof v.dealerCode !== 'string' || typeof v.dealerName !== 'string') return null
  return v as Dealer
}

export function getSelectedDealer(): Dealer | null {
  return store.get(selectedAtom)
}

export const useSelectedDealer = (): Dealer | null => useAtomValue(selectedAtom)

export function setSelectedDealer(dealer: Dealer | null): void {
  store.set(selectedAtom, dealer)
  try {
    writeStorage(STORAGE_KEYS.SELECTED_DEALER, dealer)
  } catch (error) {
    logError('Saving the selected dealer failed', error)
  }
}

/** Brings back the saved dealer; true when there was one. */
export function restoreSelectedDealer(): boolean {
  const dealer = asDealer(readStorage<unknown>(STORAGE_KEYS.SELECTED_DEALER, null))
  if (dealer) store.set(selectedAtom, dealer)
  return dealer !== null
}
