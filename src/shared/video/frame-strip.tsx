import { Img } from '@/shared/img'
import { formatClipTime } from '@/utils/time'
import './index.scss'

export interface FrameStripProps {
  times: number[]
  /** Each thumbnail's picture, when it has come. */
  thumbs: (string | undefined)[]
  /** Index of the thumbnail shown as chosen (-1: none). */
  current: number
  onPick: (seconds: number) => void
}

/** Thumbnails along the video; a tap picks that time. */
export function FrameStrip({ times, thumbs, current, onPick }: FrameStripProps) {
  return (
    <div className='video-strip'>
      {times.map((t, i) => (
        <button
          key={t}
          type='button'
          className={`video-strip__frame${i === current ? ' video-strip__frame--current' : ''}`}
          aria-label={`${formatClipTime(t)} 处的画面`}
          aria-pressed={i === current}
          onClick={() => onPick(t)}
        >
          {thumbs[i] ? <Img className='video-strip__image' src={thumbs[i] as string} alt='' mode='aspectFill' /> : <span className='video-strip__empty' />}
        </button>
      ))}
    </div>
  )
}
