import { atom, useAtom } from 'jotai'
import { store } from '@/core/store'
import { EMPTY_DRAFT, type TestDriveDraft } from './draft'

// Lives as long as the app: leaving to pick a dealer, a failed submit or coming back later
// does not lose what was typed. Cleared after a successful booking.
const draftAtom = atom<TestDriveDraft>(EMPTY_DRAFT)

/** The draft and its setter, as `useForm`'s `state`. */
export function useTestDriveDraft() {
  return useAtom(draftAtom)
}

/** Drops the draft (after a booking, or when the user signs out). */
export function resetTestDriveDraft(): void {
  store.set(draftAtom, EMPTY_DRAFT)
}
