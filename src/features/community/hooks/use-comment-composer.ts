import { useCallback, useState } from 'react'
import type { Comment } from '@api/posts'
import { DRAFTS, filled, on, toastFirstError, useForm } from '@/shared/form'
import { toast } from '@/shared/toast'
import { told } from '@/shared/use-write'
import { ensureLoggedIn } from '../login-gate'
import { refusalText, submitComment } from '../submit-comment'

export interface ReplyTarget {
  id: number
  name: string
}

interface CommentDraft {
  text: string
  /** The comment replied to: part of the draft, so a reply comes back as a reply. */
  replyTo?: ReplyTarget
}

const INITIAL: CommentDraft = { text: '' }
const RULES = { text: on<CommentDraft, 'text'>('text', filled('请输入评论内容')) }

/**
 * The comment box: its text and the comment it replies to are the form's draft of this content
 * (restored when the page comes back, e.g. after login: a draft typed before logging in goes to
 * whoever logs in), the refusal of the text checks names the flagged words, and the text stays
 * until a post succeeds. Both are the form's values, so a retry of the same reply carries the
 * same request id, and another target is another request.
 */
export function useCommentComposer(contentId: number | undefined, onPosted: (comment: Comment) => void) {
  const form = useForm({ initial: INITIAL, rules: RULES, onInvalid: toastFirstError, draft: contentId === undefined ? undefined : DRAFTS.comment(contentId) })
  const { set, reset } = form
  const [refusal, setRefusal] = useState('')
  const replyTo = form.values.replyTo
  const setReplyTo = useCallback((target: ReplyTarget | undefined) => set({ replyTo: target }), [set])

  const setText = useCallback(
    (value: string) => {
      set({ text: value })
      setRefusal('')
    },
    [set],
  )

  const submit = async () => {
    if (contentId === undefined) return
    await form.submit(async (values, requestId) => {
      const outcome = await submitComment({ contentId, text: values.text, parentId: values.replyTo?.id, requestId })
      if (outcome.kind === 'login') ensureLoggedIn()
      else if (outcome.kind === 'refused') setRefusal(refusalText(outcome.words, outcome.code))
      if (outcome.kind !== 'posted') throw told(outcome.kind) // the refusal or the login page said why; the form keeps the text and its draft
      reset()
      toast('评论成功')
      onPosted(outcome.comment)
    })
  }

  return { text: form.values.text, setText, refusal, sending: form.submitting, submit, replyTo, setReplyTo, restored: form.restored }
}

export type CommentComposer = ReturnType<typeof useCommentComposer>
