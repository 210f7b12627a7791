import { useCallback, useState } from 'react'
import type { Comment } from '@api/posts'
import { filled, on, toastFirstError, useForm } from '@/shared/form'
import { toast } from '@/shared/toast'
import { told } from '@/shared/use-write'
import { ensureLoggedIn } from '../login-gate'
import { refusalText, submitComment } from '../submit-comment'

export interface ReplyTarget {
  id: number
  name: string
}

const RULES = { text: on<{ text: string }, 'text'>('text', filled('请输入评论内容')) }

/**
 * The comment box: its text is the form's draft of this content (restored when the page comes
 * back, e.g. after login: a draft typed before logging in goes to whoever logs in), the refusal
 * of the text checks names the flagged words, and the text stays until a post succeeds.
 */
export function useCommentComposer(contentId: number | undefined, onPosted: (comment: Comment) => void) {
  const form = useForm({ initial: { text: '' }, rules: RULES, onInvalid: toastFirstError, draft: contentId === undefined ? undefined : `comment:${contentId}` })
  const { set, reset } = form
  const [refusal, setRefusal] = useState('')
  const [replyTo, setReplyTo] = useState<ReplyTarget | undefined>()

  const setText = useCallback(
    (value: string) => {
      set({ text: value })
      setRefusal('')
    },
    [set],
  )

  const submit = async () => {
    if (contentId === undefined) return
    await form.submit(async ({ text }) => {
      const outcome = await submitComment({ contentId, text, parentId: replyTo?.id })
      if (outcome.kind === 'login') ensureLoggedIn()
      else if (outcome.kind === 'refused') setRefusal(refusalText(outcome.words, outcome.code))
      if (outcome.kind !== 'posted') throw told(outcome.kind) // the refusal or the login page said why; the form keeps the text and its draft
      reset()
      setReplyTo(undefined)
      toast('评论成功')
      onPosted(outcome.comment)
    })
  }

  return { text: form.values.text, setText, refusal, sending: form.submitting, submit, replyTo, setReplyTo, restored: form.restored }
}

export type CommentComposer = ReturnType<typeof useCommentComposer>
