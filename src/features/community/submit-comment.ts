import type { Comment } from '@api/posts'
import { getToken } from '@/core/session'
import { checkContent, refusalText as explainRefusal } from '@/shared/content-check'
import { greenCheck, postComment, sensitiveWordCheck } from './api'

export const COMMENT_MAX_LENGTH = 500

export type SubmitOutcome =
  | { kind: 'empty' }
  | { kind: 'login' }
  | { kind: 'refused'; words: string[]; code: number | undefined }
  | { kind: 'posted'; comment: Comment }
  /** A check or the post itself failed; the request layer has shown why. */
  | { kind: 'failed' }

export interface CommentInput {
  contentId: number
  text: string
  parentId?: number
  /** The form's request id: a retry of the same comment is answered with the first one. */
  requestId?: string
}

/**
 * Posting a comment: login first (the composer's form keeps the text as its draft meanwhile),
 * then the two checks of spec §5, then the post.
 */
export async function submitComment({ contentId, text, parentId, requestId }: CommentInput): Promise<SubmitOutcome> {
  const content = text.trim()
  if (!content) return { kind: 'empty' }
  if (!getToken()) return { kind: 'login' }
  let outcome
  try {
    outcome = await checkContent(content, { greenCheck, sensitiveCheck: sensitiveWordCheck })
  } catch {
    return { kind: 'failed' }
  }
  if (!outcome.pass) return { kind: 'refused', words: outcome.words, code: outcome.code }
  try {
    const comment = await postComment({ contentId, content, ...(parentId ? { parentId } : {}) }, requestId)
    return { kind: 'posted', comment }
  } catch {
    return { kind: 'failed' }
  }
}

/** The Chinese explanation of a refusal, naming the flagged words. */
export function refusalText(words: string[], code: number | undefined): string {
  return explainRefusal({ words, code })
}
