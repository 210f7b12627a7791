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

