/**
 * Upload lists that hold a picture not uploaded yet (on its way, or failed and waiting for a
 * retry). A form does not send while one does: the picture would be left out without a word.
 * Its own file so a form can ask without loading the upload code.
 */
const holding = new Set<object>()

export function markPending(owner: object, pending: boolean): void {
  if (pending) holding.add(owner)
  else holding.delete(owner)
}

export const uploadsPending = (): boolean => holding.size > 0
