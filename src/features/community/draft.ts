import { getCache, removeCache, setCache } from '@/core/cache'

/*
 * Comment drafts, one per content id, kept in local storage so that nothing typed is lost: not
 * when the user must log in first (the page comes back fresh after login), not when a check or
 * a post fails, not when the page is closed by mistake.
 */
const DRAFT_TTL_MS = 7 * 24 * 3600 * 1000

const key = (contentId: number) => `community:comment-draft:${contentId}`

export function loadDraft(contentId: number): string {
  const value = getCache<unknown>(key(contentId), '')
  return typeof value === 'string' ? value : ''
}

export function saveDraft(contentId: number, text: string): void {
  if (text.trim()) setCache(key(contentId), text, DRAFT_TTL_MS)
  else removeCache(key(contentId))
}

export function clearDraft(contentId: number): void {
  removeCache(key(contentId))
}
