import { useRef, useState } from 'react'
import { Text, View } from '@tarojs/components'
import type { CarVideo as CarVideoData } from '@api/domain-car'
import { formatDuration } from '@/utils/time'
import { VideoPlayer, type VideoPlayerHandle } from '@/shared/video'
import { useAutoHide } from '../use-auto-hide'
import './car-video.scss'

/** The launch film with the app's own controls, which hide 3 s after the last touch (spec §9). */
export function CarVideo({ video, id }: { video: CarVideoData; id: string }) {
  const player = useRef<VideoPlayerHandle>(null)
  const [playing, setPlaying] = useState(false)
  const [time, setTime] = useState(0)
  const [failed, setFailed] = useState(false)
  const controls = useAutoHide(playing)

  const toggle = () => {
    if (playing) player.current?.pause()
    else player.current?.play().catch(() => setFailed(true))
    controls.poke()
  }

  const stop = () => setPlaying(false)
  const fail = () => {
    setPlaying(false)
    setFailed(true)
  }

  return (
    <View className='car-video' onClick={controls.poke}>
      {/* The app draws its own controls below, so the player shows none. */}
      <VideoPlayer
        ref={player}
        id={id}
        className='car-video__player'
        src={video.url}
        poster={video.cover}
        controls={false}
        fit='cover'
        onPlay={() => setPlaying(true)}
        onPause={stop}
        onEnded={stop}
        onTime={setTime}
        onError={fail}
      />
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
