/*
 * The rules of an upload list's URLs, apart from the hook so they are tested without a screen.
 * Each returns a new list: `value` is the form's, changed only through onChange.
 */

/**
 * The list with the item at `from` moved to `to` (the others close up around it). Out of range
 * on either side, the list stays as it is: the first cannot go earlier, the last not later.
 */
export function move<T>(list: readonly T[], from: number, to: number): T[] {
  const inRange = (i: number) => Number.isInteger(i) && i >= 0 && i < list.length
  if (!inRange(from) || !inRange(to) || from === to) return [...list]
  const rest = list.filter((_, i) => i !== from)
  rest.splice(to, 0, list[from])
  return rest
}

/** The list without the item at `index` (the same items when there is none there). */
export function removeAt<T>(list: readonly T[], index: number): T[] {
  return list.filter((_, i) => i !== index)
}

/** How many more pictures fit under `max`, counting those uploaded and those on their way. */
export function roomLeft(max: number, taken: number): number {
  return Math.max(0, max - taken)
}
