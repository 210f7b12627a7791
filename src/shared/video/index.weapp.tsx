import { forwardRef, useImperativeHandle } from 'react'
import Taro from '@tarojs/taro'
import { Video } from '@tarojs/components'
import type { VideoPlayerHandle, VideoPlayerProps } from './index'

/** Mini-program build of VideoPlayer: WeChat's video component, driven through its context. */
export const VideoPlayer = forwardRef<VideoPlayerHandle, VideoPlayerProps>(function VideoPlayer(p, ref) {
  const { fit = 'contain', onTime, ...common } = p
  useImperativeHandle(
    ref,
    () => {
      const context = () => Taro.createVideoContext(p.id ?? '')
      return { play: async () => context().play(), pause: () => context().pause() }
    },
    [p.id],
  )
  return (
    <Video
      {...common}
      // The big centre button belongs to the native controls; a caller with its own draws its own.
      showCenterPlayBtn={p.controls}
      objectFit={fit}
      onTimeUpdate={(e) => onTime?.(e.detail.currentTime, e.detail.duration)}
    />
  )
})

// Choosing a cover: the frames of a picked video, a strip of them and a time slider.
export { openFrames } from './frames'
export { useVideoFrames, type VideoFrames } from './use-frames'
export { FrameStrip, type FrameStripProps } from './frame-strip'
export { TimeSlider } from './time-slider'
export type { FrameSource, TimeSliderProps } from './types'
