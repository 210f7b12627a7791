import type { PageShare } from './types'

/** WeChat's answer for a friend: title, the page to open, the card's picture. */
export function friendShare({ title, path, imageUrl }: PageShare) {
  return { title, path, imageUrl }
}

/**
 * WeChat's answer for Moments. Moments always opens the page it was shared from, so it takes
 * only the query of `path` (a path to another page keeps its query and loses its page).
 */
export function timelineShare({ title, path, imageUrl }: PageShare) {
  const query = path?.split('?')[1]
  return { title, query, imageUrl }
}
