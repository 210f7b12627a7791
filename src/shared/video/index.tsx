import { forwardRef, useImperativeHandle, useRef } from 'react'

export interface VideoPlayerProps {
  /** The mini-program drives its player by id (createVideoContext): give one when using the ref. */
  id?: string
  className: string
  src: string
  poster: string
  /** Seconds; the mini-program's own control bar shows it before the file loads. */
  duration?: number
  /** The platform's own controls. Without them the caller draws its own and plays through the ref. */
  controls: boolean
  /** Mini-program only: how the picture fills the box (H5 sets object-fit in the caller's CSS). */
  fit?: 'contain' | 'cover'
  onPlay?: () => void
  onPause?: () => void
  onEnded?: () => void
  /** Where the video is, and its length as the player reads it (NaN until known), both in seconds. */
  onTime?: (seconds: number, duration: number) => void
  onError?: () => void
}

export interface VideoPlayerHandle {
  /** Rejects when the browser refuses to play (no file, a blocked autoplay). */
  play: () => Promise<void>
  pause: () => void
}

/**
 * A video. H5 uses the browser's own <video>, lighter than Taro's Video web component (~12 KB
 * gzip); the mini-program build takes index.weapp.tsx (WeChat's video component).
 */
export const VideoPlayer = forwardRef<VideoPlayerHandle, VideoPlayerProps>(function VideoPlayer(p, ref) {
  // `fit` and `duration` are for the mini-program: H5 sets the fit in CSS and reads the file's length.
  const { fit: _fit, duration: _duration, onTime, ...common } = p
  const element = useRef<HTMLVideoElement>(null)
  useImperativeHandle(
    ref,
    () => ({
      // Older browsers return nothing from play(); treat that as started.
      play: () => element.current?.play() ?? Promise.resolve(),
      pause: () => element.current?.pause(),
    }),
    [],
  )
  return (
    <video {...common} ref={element} playsInline preload='none' onTimeUpdate={(e) => onTime?.(e.currentTarget.currentTime, e.currentTarget.duration)} />
  )
})

// Choosing a cover: the frames of a picked video, a strip of them and a time slider.
export { openFrames } from './frames'
export { useVideoFrames, type VideoFrames } from './use-frames'
export { FrameStrip, type FrameStripProps } from './frame-strip'
export { TimeSlider } from './time-slider'
export type { FrameSource, TimeSliderProps } from './types'
