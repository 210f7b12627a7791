import { useRef, useState } from 'react'
import Taro from '@tarojs/taro'
import { Text, Video, View } from '@tarojs/components'
import type { CarVideo as CarVideoData } from '@api/domain-car'
import { formatDuration } from '@/utils/time'
import { useAutoHide } from '../use-auto-hide'
import './car-video.scss'

interface Handlers {
  onPlay: () => void
  onPause: () => void
  onTime: (seconds: number) => void
  onError: () => void
}

/*
 * H5 plays through a plain <video>, lighter than Taro's H5 Video component (~12 KB gzip).
 * The mini-program uses its native video component.
 */
function Player({ video, id, playerRef, on }: { video: CarVideoData; id: string; playerRef: React.RefObject<HTMLVideoElement>; on: Handlers }) {
  // One conditional expression, so the build drops the other target's branch and its import.
  return process.env.TARO_ENV === 'h5' ? (
    <video
      id={id}
      ref={playerRef}
      className='car-video__player'
      src={video.url}
      poster={video.cover}
      preload='none'
      playsInline
      onPlay={on.onPlay}
      onPause={on.onPause}
      onEnded={on.onPause}
      onTimeUpdate={(e) => on.onTime(e.currentTarget.currentTime)}
      onError={on.onError}
    />
  ) : (
    <Video
      id={id}
      className='car-video__player'
      src={video.url}
      poster={video.cover}
      controls={false}
      showCenterPlayBtn={false}
      objectFit='cover'
      onPlay={on.onPlay}
      onPause={on.onPause}
      onEnded={on.onPause}
      onTimeUpdate={(e) => on.onTime(e.detail.currentTime)}
      onError={on.onError}
    />
  )
}

/** The launch film with the app's own controls, which hide 3 s after the last touch (spec §9). */
export function CarVideo({ video, id }: { video: CarVideoData; id: string }) {
  const ref = useRef<HTMLVideoElement>(null)
  const [playing, setPlaying] = useState(false)
  const [time, setTime] = useState(0)
  const [failed, setFailed] = useState(false)
  const controls = useAutoHide(playing)

  const toggle = () => {
    if (process.env.TARO_ENV === 'h5') {
      const el = ref.current
      if (el) void (playing ? el.pause() : el.play()?.catch(() => setFailed(true)))
    } else {
      const ctx = Taro.createVideoContext(id)
      if (playing) ctx.pause()
      else ctx.play()
    }
    controls.poke()
  }

  const handlers: Handlers = {
    onPlay: () => setPlaying(true),
    onPause: () => setPlaying(false),
    onTime: setTime,
    onError: () => {
      setPlaying(false)
      setFailed(true)
    },
  }

  return (
    <View className='car-video' onClick={controls.poke}>
      <Player video={video} id={id} playerRef={ref} on={handlers} />
      {failed ? (
        <View className='car-video__failed' role='status'>
          <Text>视频暂时无法播放，请稍后再试</Text>
        </View>
      ) : (
        controls.visible && (
          <View className='car-video__controls' data-testid='video-controls'>
            <View
              className='car-video__toggle'
              role='button'
              aria-label={playing ? '暂停' : '播放'}
              onClick={(e) => {
                e.stopPropagation()
                toggle()
              }}
            >
              <Text>{playing ? '❚❚' : '▶'}</Text>
            </View>
            <Text className='car-video__time'>
              {formatDuration(time)} / {formatDuration(video.duration)}
            </Text>
          </View>
        )
      )}
    </View>
  )
}
