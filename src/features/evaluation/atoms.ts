import { atom } from 'jotai'

/**
 * Bumped after an evaluation is given: the list (still open under the evaluation page) keys on
 * it, so it starts over and the evaluated item leaves the waiting tab.
 */
export const evaluationsChangedAtom = atom(0)
