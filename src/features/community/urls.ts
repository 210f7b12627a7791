/** Paths of the community pages, so no page or component spells a route by hand. */
const ROOT = '/package-community/pages'

export const communityUrls = {
  post: (id: number) => `${ROOT}/community-detail/community-detail?id=${id}`,
  article: (id: number) => `${ROOT}/article-detail/article-detail?id=${id}`,
  topic: (id: number) => `${ROOT}/topic-detail/topic-detail?id=${id}`,
  dealer: (id: number) => `${ROOT}/dealer/detail/detail?id=${id}`,
  personal: (authorId?: number) => `${ROOT}/personal/personal${authorId ? `?authorId=${authorId}` : ''}`,
  classmates: (id: number) => `${ROOT}/classmates-detail/classmates-detail?id=${id}`,
  shareHelp: (id: number) => `${ROOT}/classmates-detail/share-help?id=${id}`,
}

/** A positive integer id from a page query, or undefined (the page then shows an error). */
export function idParam(raw: string | undefined): number | undefined {
  const n = Number(raw)
  return Number.isInteger(n) && n > 0 ? n : undefined
}
