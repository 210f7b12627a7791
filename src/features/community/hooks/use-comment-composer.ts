import { useCallback, useEffect, useState } from 'react'
import type { Comment } from '@api/posts'
import { filled, on, toastFirstError, useForm } from '@/shared/form'
import { toast } from '@/shared/toast'
import { loadDraft, saveDraft } from '../draft'
import { ensureLoggedIn } from '../login-gate'
import { refusalText, submitComment } from '../submit-comment'

export interface ReplyTarget {
  id: number
  name: string
}

const RULES = { text: on<{ text: string }, 'text'>('text', filled('请输入评论内容')) }

/**
 * The comment box: its text is the stored draft of this content (restored when the page comes
 * back, e.g. after login), the refusal of the text checks names the flagged words, and the text
 * stays in the box until a post succeeds.
 */
export function useCommentComposer(contentId: number | undefined, onPosted: (comment: Comment) => void) {
  const form = useForm({ initial: { text: '' }, rules: RULES, onInvalid: toastFirstError })
  const { set, reset } = form
  const [refusal, setRefusal] = useState('')
  const [replyTo, setReplyTo] = useState<ReplyTarget | undefined>()
  const [restored, setRestored] = useState(false)

  useEffect(() => {
    if (contentId === undefined) return
    const draft = loadDraft(contentId)
    set({ text: draft })
    setRestored(Boolean(draft))
  }, [contentId, set])

  const setText = useCallback(
    (value: string) => {
      set({ text: value })
      setRefusal('')
      if (contentId !== undefined) saveDraft(contentId, value)
    },
    [contentId, set],
  )

  const submit = async () => {
    if (contentId === undefined) return
    await form.submit(async ({ text }) => {
      const outcome = await submitComment({ contentId, text, parentId: replyTo?.id })
      if (outcome.kind === 'login') ensureLoggedIn()
      else if (outcome.kind === 'refused') setRefusal(refusalText(outcome.words, outcome.code))
      else if (outcome.kind === 'posted') {
        reset()
        setRestored(false)
        setReplyTo(undefined)
        toast('评论成功')
        onPosted(outcome.comment)
      }
    })
  }

  return { text: form.values.text, setText, refusal, sending: form.submitting, submit, replyTo, setReplyTo, restored }
}

export type CommentComposer = ReturnType<typeof useCommentComposer>
