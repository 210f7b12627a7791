import { useCallback, useEffect, useState } from 'react'
import Taro from '@tarojs/taro'
import type { Comment } from '@api/posts'
import { TOAST_DEFAULT_DURATION } from '@/constants'
import { loadDraft, saveDraft } from '../draft'
import { ensureLoggedIn } from '../login-gate'
import { refusalText, submitComment } from '../submit-comment'

export interface ReplyTarget {
  id: number
  name: string
}

const toast = (title: string) => void Taro.showToast({ title, icon: 'none', duration: TOAST_DEFAULT_DURATION }).catch(() => undefined)

/**
 * The comment box: its text is the stored draft of this content (restored when the page comes
 * back, e.g. after login), the refusal of the text checks names the flagged words, and the text
 * stays in the box until a post succeeds.
 */
export function useCommentComposer(contentId: number | undefined, onPosted: (comment: Comment) => void) {
  const [text, setTextState] = useState('')
  const [refusal, setRefusal] = useState('')
  const [sending, setSending] = useState(false)
  const [replyTo, setReplyTo] = useState<ReplyTarget | undefined>()
  const [restored, setRestored] = useState(false)

  useEffect(() => {
    if (contentId === undefined) return
    const draft = loadDraft(contentId)
    setTextState(draft)
    setRestored(Boolean(draft))
  }, [contentId])

  const setText = useCallback(
    (value: string) => {
      setTextState(value)
      setRefusal('')
      if (contentId !== undefined) saveDraft(contentId, value)
    },
    [contentId],
  )

  const submit = useCallback(async () => {
    if (contentId === undefined || sending) return
    setSending(true)
    try {
      const outcome = await submitComment({ contentId, text, parentId: replyTo?.id })
      if (outcome.kind === 'empty') toast('请输入评论内容')
      else if (outcome.kind === 'login') ensureLoggedIn()
      else if (outcome.kind === 'refused') setRefusal(refusalText(outcome.words, outcome.code))
      else if (outcome.kind === 'posted') {
        setTextState('')
        setRestored(false)
        setReplyTo(undefined)
        toast('评论成功')
        onPosted(outcome.comment)
      }
    } finally {
      setSending(false)
    }
  }, [contentId, sending, text, replyTo, onPosted])

  return { text, setText, refusal, sending, submit, replyTo, setReplyTo, restored }
}

export type CommentComposer = ReturnType<typeof useCommentComposer>
