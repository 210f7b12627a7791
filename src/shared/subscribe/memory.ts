import { getCache, setCache } from '@/core/cache'
import { draftOwner } from '@/shared/form/draft'

/*
 * What this device knows of the logged-in person's subscriptions, kept per person as the form
 * drafts are (the session's token, hashed: a shared phone never uses someone else's answers):
 * - `asked`: `scene:target` pairs WeChat was asked about, newest last: never asked twice;
 * - `refused`: templates the user refused ('reject') or WeChat will not offer ('ban': the
 *   template is blocked; 'filter': its title repeats another's): not asked for again;
 * - `off`: the user turned off all of this mini-program's messages (WeChat's errCode 20004,
 *   "the main switch is switched off"): nothing is asked any more.
 */
export interface SubscribeMemory {
  asked: string[]
  refused: string[]
  off: boolean
}

/** A year untouched, the memory goes (the start-up purge); the newest pairs are enough to keep. */
const KEEP_MS = 365 * 24 * 3600 * 1000
const MAX_ASKED = 100

const keyOf = () => `subscribe:${draftOwner()}`

const strings = (value: unknown): string[] => (Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [])

export function readMemory(): SubscribeMemory {
  const kept = getCache<Partial<SubscribeMemory>>(keyOf())
  const value = typeof kept === 'object' && kept !== null ? kept : {}
  return { asked: strings(value.asked), refused: strings(value.refused), off: value.off === true }
}

export const askedKey = (scene: string, target: string) => `${scene}:${target}`

/** Changes the memory; a full or refusing storage loses it, nothing more (WeChat asks again). */
export function updateMemory(change: (memory: SubscribeMemory) => SubscribeMemory): void {
  const next = change(readMemory())
  try {
    setCache(keyOf(), { ...next, asked: next.asked.slice(-MAX_ASKED) }, KEEP_MS)
  } catch {
    // Storage full or refused: the next tap may ask again.
  }
}
