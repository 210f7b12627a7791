import { getCache, removeCache, setCache } from '@/core/cache'
import { getToken } from '@/core/session'

/*
 * Drafts of `useForm({ draft: key })`: what was typed, kept on the device (the app's cache over
 * Taro storage), so leaving the page, a failed send or closing the app loses nothing. A draft
 * belongs to the person who typed it: its storage key names them (a shared phone never shows
 * someone else's answers). Typed before logging in, it belongs to nobody yet and goes to the
 * first person who logs in and opens the form (a comment written, then 请先登录). The start-up
 * purge drops a draft a month after it was last touched.
 */
const DRAFT_TTL_MS = 30 * 24 * 3600 * 1000
const GUEST = 'guest'

/** FNV-1a: a short stable name for the token, so the token itself is not written into keys. */
function hash(text: string): string {
  let h = 0x811c9dc5
  for (let i = 0; i < text.length; i += 1) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193)
  return (h >>> 0).toString(36)
}

const owner = (): string => {
  const token = getToken()
  return token ? `u${hash(token)}` : GUEST
}

const storageKey = (who: string, key: string) => `form-draft:${who}:${key}`

/** Who a draft written now belongs to: the session's person, or nobody yet (after a logout, before a login). */
export const draftOwner = (): string => owner()

/** Where the draft of `key` of whoever is logged in now is stored (tests look there). */
export const storedDraftKey = (key: string): string => storageKey(owner(), key)

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)

/** The stored values of `key` for whoever is logged in, or a guest's draft they now adopt. */
export function loadDraft(key: string): Record<string, unknown> | undefined {
  const own = getCache<unknown>(storageKey(owner(), key))
  if (isRecord(own)) return own
  if (owner() === GUEST) return undefined
  const guest = getCache<unknown>(storageKey(GUEST, key))
  return isRecord(guest) ? guest : undefined
}

/** Blank text counts as nothing typed. */
const plain = (values: object) => JSON.stringify(values, (_, v: unknown) => (typeof v === 'string' ? v.trim() : v))

/**
 * Writes `values` without the `sensitive` fields (never stored, not even for a moment); a form
 * back at `initial` leaves nothing behind. A logged-in save also ends the guest's copy it adopted.
 */
export function storeDraft(key: string, values: object, initial: object, sensitive: readonly PropertyKey[] = []): void {
  const kept = Object.fromEntries(Object.entries(values).filter(([field]) => !sensitive.includes(field)))
  const base = Object.fromEntries(Object.entries(initial).filter(([field]) => !sensitive.includes(field)))
  const who = owner()
  try {
    if (plain(kept) === plain(base)) removeCache(storageKey(who, key))
    else setCache(storageKey(who, key), kept, DRAFT_TTL_MS)
    if (who !== GUEST) removeCache(storageKey(GUEST, key))
  } catch {
    // Storage full or refused: the values stay on screen, only the draft is lost.
  }
}

/** Drops the draft of `key` (sent, or answered elsewhere), and any guest copy of it. */
export function clearDraft(key: string): void {
  removeCache(storageKey(owner(), key))
  removeCache(storageKey(GUEST, key))
}
