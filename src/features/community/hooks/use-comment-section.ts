import { useState } from 'react'
import { useCommentList, type CommentSort } from './use-comment-list'

/** The state of a content's comment section; the page holds it to load more on reach-bottom. */
export function useCommentSection(contentId: number | undefined, enabled = true) {
  const [sort, setSort] = useState<CommentSort>('hot')
  const list = useCommentList(contentId, { sort, enabled })
  return { contentId, sort, setSort, list }
}

export type CommentSectionState = ReturnType<typeof useCommentSection>
