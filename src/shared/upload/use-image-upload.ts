import { useEffect, useRef, useState } from 'react'
import { chooseImages, type ChooseOptions } from './choose-and-upload'
import { move, removeAt, roomLeft } from './image-list'
import type { UploadScope } from './in-flight'
import { MESSAGES, type PickedImage } from './limits'
import { pickFailedText } from './pick-failure'
import { sendImage, uploadErrorText } from './send'

/** A picture on its way: its local preview, how far it is, or why it failed. */
export interface PendingImage {
  key: number
  img: PickedImage
  percent: number
  error?: string
}

export interface ImageUploadState {
  value: string[]
  onChange: (urls: string[]) => void
  max: number
  source?: ChooseOptions['source']
  maxBytes?: number
  /** The form's upload scope (`form.uploads`): a picture not uploaded holds back that form alone. */
  uploads: UploadScope
}

let nextKey = 1

/** The upload list's logic: pending pictures, the reasons some were refused, add/retry/remove/move. */
export function useImageUpload({ value, onChange, max, source, maxBytes, uploads }: ImageUploadState) {
  const [pending, setPending] = useState<PendingImage[]>([])
  const [message, setMessage] = useState('')
  // Uploads finish one by one, before the parent re-renders: each adds to the latest list.
  const latest = useRef(value)
  latest.current = value
  const alive = useRef(true)
  // Pictures cancelled while on their way: their late URL must not join the value.
  const dropped = useRef(new Set<number>())
  useEffect(() => {
    alive.current = true
    return () => {
      alive.current = false
    }
  }, [])

  // The form around this list waits while a picture here is not uploaded (in-flight.ts).
  const owner = useRef({})
  const holding = pending.length > 0
  useEffect(() => {
    const me = owner.current
    uploads.mark(me, holding)
    return () => uploads.mark(me, false)
  }, [uploads, holding])

  const patch = (key: number, change: Partial<PendingImage> | null) =>
    alive.current && setPending((list) => (change ? list.map((p) => (p.key === key ? { ...p, ...change } : p)) : list.filter((p) => p.key !== key)))

  const send = (item: PendingImage) =>
    sendImage(item.img, (percent) => patch(item.key, { percent })).then(
      (url) => {
        if (!alive.current || dropped.current.has(item.key)) return
        patch(item.key, null)
        latest.current = [...latest.current, url]
        onChange(latest.current)
      },
      (error: unknown) => patch(item.key, { error: uploadErrorText(error), percent: 0 }),
    )

  const room = roomLeft(max, value.length + pending.length)
  const add = async () => {
    if (room <= 0) return setMessage(MESSAGES.full(max))
    try {
      const { images, refused } = await chooseImages({ count: room, source, maxBytes })
      if (!alive.current) return
      setMessage(refused.join('；'))
      const items = images.map((img) => ({ key: nextKey++, img, percent: 0 }))
      setPending((list) => [...list, ...items])
      items.forEach(send)
    } catch (error) {
      if (alive.current) setMessage(pickFailedText(error))
    }
  }

  const retry = (item: PendingImage) => {
    patch(item.key, { error: undefined, percent: 0 })
    send(item)
  }
  const drop = (item: PendingImage) => {
    dropped.current.add(item.key)
    patch(item.key, null)
  }
  // An upload landing before the parent re-renders must add to the changed list, not the old one.
  const change = (next: string[]) => {
    latest.current = next
    onChange(next)
  }
  const remove = (index: number) => change(removeAt(value, index))
  /** Uploaded pictures only: one on its way has no URL yet, so it keeps its place at the end. */
  const moveTo = (from: number, to: number) => change(move(value, from, to))

  return { pending, message, canAdd: room > 0, add, retry, drop, removeAt: remove, moveTo }
}
