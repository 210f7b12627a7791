import { useState } from 'react'
import { useCommentList, type CommentSort } from './use-comment-list'

/** The state of a content's comment section: its sort and its list, more as the page reaches its bottom. */
export function useCommentSection(contentId: number) {
  const [sort, setSort] = useState<CommentSort>('hot')
  const list = useCommentList(contentId, { sort })
  return { sort, setSort, list }
}
