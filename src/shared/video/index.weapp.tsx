import { forwardRef, useImperativeHandle } from 'react'
import Taro from '@tarojs/taro'
import { Video } from '@tarojs/components'
import type { VideoPlayerHandle, VideoPlayerProps } from './index'

/** Mini-program build of VideoPlayer: WeChat's video component, driven through its context. */
export const VideoPlayer = forwardRef<VideoPlayerHandle, VideoPlayerProps>(function VideoPlayer(p, ref) {
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
      id={p.id}
      className={p.className}
      src={p.src}
      poster={p.poster}
      duration={p.duration}
      controls={p.controls}
      // The big centre button belongs to the native controls; a caller with its own has its own.
      showCenterPlayBtn={p.controls}
      objectFit={p.fit ?? 'contain'}
      onPlay={p.onPlay}
      onPause={p.onPause}
      onEnded={p.onEnded}
      onTimeUpdate={(e) => p.onTime?.(e.detail.currentTime)}
      onError={p.onError}
    />
  )
})
