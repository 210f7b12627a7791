import { queryId, sceneQuery } from '@/core/navigation'

export interface AuthorLink {
  /** The member whose page the link opens; none: the viewer's own page. */
  authorId?: number
  /** The link names a member but not as an id (`abc!!`, `-1`, a scene without one): it is bad. */
  bad: boolean
}

/**
 * The member a personal-page link names: `?authorId=`, or `authorId` in the `scene` of a
 * mini-program code (the creator card). A link that names one badly never opens the viewer's own page.
 */
export function authorLink(params: { authorId?: string; scene?: string }): AuthorLink {
  const raw = params.authorId ?? (params.scene === undefined ? undefined : (sceneQuery(params.scene).authorId ?? ''))
  const authorId = queryId(raw)
  return { authorId, bad: raw !== undefined && authorId === undefined }
}
