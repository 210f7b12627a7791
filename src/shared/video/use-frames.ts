import { useEffect, useMemo, useState } from 'react'
import type { PickedVideo } from '@/shared/upload/video-limits'
import { openFrames } from './frames'
import { stripTimes } from './frame-times'
import type { FrameSource } from './types'

export interface VideoFrames {
  /** The chosen video's frames (null before one is chosen): grab the cover from it. */
  frames: FrameSource | null
  /** Where the strip's thumbnails are taken. */
  times: number[]
  /** Each thumbnail's local path as it arrives; undefined while on its way or when it failed. */
  thumbs: (string | undefined)[]
}

/**
 * Opens the frames of `video` (the platform's grabber, frames.ts or frames.weapp.ts) and grabs
 * the strip's thumbnails one by one; closes them when the video changes or the screen goes.
 */
export function useVideoFrames(video: PickedVideo | null): VideoFrames {
  const frames = useMemo(() => (video ? openFrames(video) : null), [video])
  const times = useMemo(() => (video ? stripTimes(video.duration) : []), [video])
  const [thumbs, setThumbs] = useState<(string | undefined)[]>([])
  useEffect(() => {
    setThumbs([])
    if (!frames) return undefined
    let live = true
    void (async () => {
      for (const [i, t] of times.entries()) {
        const path = await frames.grab(t).then((img) => img.path, () => undefined)
        if (!live) return
        setThumbs((list) => Object.assign([...list], { [i]: path }))
      }
    })()
    return () => {
      live = false
      frames.close()
    }
  }, [frames, times])
  return { frames, times, thumbs }
}
