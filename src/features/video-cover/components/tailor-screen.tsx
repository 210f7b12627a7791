import { useEffect, useReducer, useState } from 'react'
import { View, Text } from '@tarojs/components'
import { logError } from '@/core/log'
import { goBack } from '@/core/navigation'
import { Button } from '@/shared/button'
import { Img } from '@/shared/img'
import { Screen } from '@/shared/screen'
import type { PickedImage } from '@/shared/upload/limits'
import { pickFailedText } from '@/shared/upload/pick-failure'
import { pickVideo } from '@/shared/upload/pick-video'
import { sendImage, sendVideo, uploadErrorText } from '@/shared/upload/send'
import type { VideoSource } from '@/shared/upload/source'
import { VIDEO_LIMITS, wholeSeconds } from '@/shared/upload/video-limits'
import { FrameStrip, TimeSlider, useVideoFrames, VideoPlayer } from '@/shared/video'
import { setChosenVideo } from '@/shared/video/chosen'
import { nearestIndex } from '@/shared/video/frame-times'
import { isPrivacyRefusal } from '@/utils/privacy-refusal'
import { formatClipTime } from '@/utils/time'
import { START, stepOf, tailorReducer } from '../steps'
import './tailor-screen.scss'

const LIMITS_TEXT = `支持 MP4、MOV、WebM 格式，时长不超过 ${VIDEO_LIMITS.maxSeconds} 秒，大小不超过 ${VIDEO_LIMITS.maxBytes / 1024 / 1024} MB`

function Chooser({ refusal, onPick }: { refusal: string; onPick: (source: VideoSource) => void }) {
  return (
    <View className='tailor-choose'>
      <Text className='tailor-choose__title'>选择一段视频，再选一帧作为封面</Text>
      <Text className='tailor-choose__limits'>{LIMITS_TEXT}</Text>
      {refusal && (
        <View className='tailor-choose__refusal' role='alert'>
          {refusal}
        </View>
      )}
      <View className='tailor-choose__actions'>
        <Button className='tailor-choose__camera' variant='primary' onClick={() => onPick('camera')}>
          拍摄
        </Button>
        <Button className='tailor-choose__album' variant='secondary' onClick={() => onPick('album')}>
          从相册选择
        </Button>
      </View>
    </View>
  )
}

/** The slider reports every step while it is dragged: the frame is grabbed once it rests this long. */
const GRAB_DELAY_MS = 150

type Frames = ReturnType<typeof useVideoFrames>['frames']

interface Cover {
  /** The frame shown: of this video, at `time` or at the time before (while the next comes). */
  img: PickedImage | null
  /** True when `img` is the frame at the time chosen now: only then may it be sent. */
  current: boolean
  error: string
}

/** The cover grabbed at the chosen time, and why it could not be, when so. */
function useCover(frames: Frames, time: number): Cover {
  const [grabbed, setGrabbed] = useState<{ frames: Frames; time: number; img: PickedImage | null; error: string } | null>(null)
  useEffect(() => {
    if (!frames) return undefined
    let live = true
    const timer = setTimeout(() => {
      frames.grab(time).then(
        (img) => live && setGrabbed({ frames, time, img, error: '' }),
        () => live && setGrabbed({ frames, time, img: null, error: '无法读取这一帧，请换一个位置' }),
      )
    }, GRAB_DELAY_MS)
    return () => {
      live = false
      clearTimeout(timer)
    }
  }, [frames, time])
  // A frame of the video chosen before is no cover of this one.
  if (!grabbed || grabbed.frames !== frames) return { img: null, current: false, error: '' }
  return { img: grabbed.img, current: grabbed.time === time && grabbed.img !== null, error: grabbed.time === time ? grabbed.error : '' }
}

/**
 * videoTailor: choose a video (拍摄 / 从相册选择), scrub its frames and pick one as the cover, then
 * 使用此封面 uploads the video (with its progress) and the cover, leaves both for the page that
 * opened this one (setChosenVideo) and goes back. A refused video keeps the chooser with the
 * reason; a failed upload keeps the video and its cover and offers 重试.
 */
export function TailorScreen() {
  const [state, dispatch] = useReducer(tailorReducer, START)
  const { video, time } = state
  const { frames, times, thumbs } = useVideoFrames(video)
  const cover = useCover(frames, time)
  const step = stepOf(state)

  const choose = (source: VideoSource) =>
    void pickVideo(source).then(
      (picked) => picked && dispatch({ type: 'picked', video: picked }),
      (error: unknown) => {
        // The user's refusal of WeChat's privacy authorization is no fault to log.
        if (!isPrivacyRefusal(error)) logError('Choosing a video failed', error)
        dispatch({ type: 'pickFailed', message: pickFailedText(error, '视频') })
      },
    )

  const send = async () => {
    const img = cover.img
    if (!video || !img || !cover.current) return
    dispatch({ type: 'send' })
    try {
      const url = state.videoUrl ?? (await sendVideo(video, (percent) => dispatch({ type: 'progress', percent })))
      dispatch({ type: 'videoSent', url })
      const coverUrl = await sendImage(img)
      setChosenVideo({ url, coverUrl, duration: wholeSeconds(video.duration) })
      await goBack()
    } catch (error) {
      dispatch({ type: 'failed', message: uploadErrorText(error, '视频') })
    }
  }

  return (
    <Screen login='登录后上传视频' className='tailor-screen'>
      {!video ? (
        <Chooser refusal={state.refusal} onPick={choose} />
      ) : (
        <View className='tailor-cover'>
          <VideoPlayer className='tailor-cover__player' src={video.path} poster={cover.img?.path ?? ''} duration={video.duration} controls />
          <View className='tailor-cover__head'>
            <Text className='tailor-cover__label'>封面</Text>
            <Text className='tailor-cover__time'>
              {formatClipTime(time)} / {formatClipTime(video.duration)}
            </Text>
          </View>
          <View className='tailor-cover__preview'>
            {cover.img ? (
              <Img className='tailor-cover__image' src={cover.img.path} alt='封面预览' mode='aspectFit' />
            ) : (
              <Text className='tailor-cover__waiting'>{cover.error || '正在读取画面…'}</Text>
            )}
          </View>
          {frames?.exact === false ? (
            <Text className='tailor-cover__note'>当前微信版本不支持选取画面，将使用视频的首帧作为封面</Text>
          ) : (
            <>
              <FrameStrip times={times} thumbs={thumbs} current={nearestIndex(times, time)} onPick={(seconds) => dispatch({ type: 'time', seconds })} />
              <TimeSlider className='tailor-cover__slider' label='封面的时间' value={time} max={video.duration} onChange={(seconds) => dispatch({ type: 'time', seconds })} />
            </>
          )}
          {step === 'sending' && (
            <View className='tailor-cover__progress' role='status'>
              {state.videoUrl ? '正在上传封面…' : `视频上传中 ${state.percent}%`}
            </View>
          )}
          {step === 'failed' && (
            <View className='tailor-cover__failure' role='alert'>
              {state.failure}
            </View>
          )}
          <View className='tailor-cover__actions'>
            <Button className='tailor-cover__again' variant='secondary' disabled={step === 'sending'} onClick={() => dispatch({ type: 'again' })}>
              重新选择
            </Button>
            <Button className='tailor-cover__use' variant='primary' disabled={!cover.current} loading={step === 'sending'} onClick={() => void send()}>
              {step === 'failed' ? '重试' : '使用此封面'}
            </Button>
          </View>
        </View>
      )}
    </Screen>
  )
}
