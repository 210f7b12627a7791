import { useEffect } from 'react'
import { Text, View } from '@tarojs/components'
import { Img } from '@/shared/img'
import { CAPTCHA_TEXT, useCaptcha } from './use-captcha'
import { useDrag } from './use-drag'
import { useStageWidth } from './use-stage-width'
import { finishCaptcha } from './finish'
import './captcha-panel.scss'

export type CaptchaVariant = 'classic' | 'tx'

/** How long a failure stays visible before the piece slides back. */
export const FAIL_SHOW_MS = 700
/** Shorter than this is a tap, not an attempt: do not spend one of the limited tries on it. */
const MIN_DRAG_PX = 3
const HANDLE_IDS = ['captcha-handle']
const HANDLE_AND_PIECE_IDS = ['captcha-handle', 'captcha-piece']

/**
 * The slider captcha of both variants: the picture with a gap, the piece, and a track whose
 * handle moves the piece. 'tx' (the Tencent-style card) also lets the piece itself be dragged.
 * Passing hands the token to the login page and goes back to it.
 */
export function CaptchaPanel({ variant }: { variant: CaptchaVariant }) {
  const { captcha, status, error, reload, verify, retry } = useCaptcha(finishCaptcha)
  const stageWidth = useStageWidth('#captcha-stage', captcha?.width ?? 300, !!captcha)
  // Screen px -> picture px; the server checks the offset in picture px.
  const scale = captcha ? captcha.width / stageWidth : 1
  const piecePx = captcha ? captcha.pieceSize / scale : 0
  const max = captcha ? (captcha.width - captcha.pieceSize) / scale : 0

  const drag = useDrag({
    elementIds: variant === 'tx' ? HANDLE_AND_PIECE_IDS : HANDLE_IDS,
    mountKey: captcha?.captchaId,
    max,
    disabled: status !== 'ready',
    onRelease: (offset) => {
      if (offset < MIN_DRAG_PX) drag.reset()
      else void verify(offset * scale)
    },
  })

  // A failed try shows briefly, then the piece returns; a new captcha starts from the left.
  const { reset } = drag
  useEffect(() => {
    if (status !== 'failed') return undefined
    const timer = setTimeout(() => {
      reset()
      retry()
    }, FAIL_SHOW_MS)
    return () => clearTimeout(timer)
  }, [status, reset, retry])
  useEffect(() => reset(), [captcha?.captchaId, reset])

  const title = variant === 'tx' ? '拖动下方滑块完成拼图' : '请完成安全验证'
  const hint = variant === 'tx' ? '' : '向右拖动滑块完成拼图'
  const statusText =
    status === 'passed' ? CAPTCHA_TEXT.PASSED : status === 'failed' ? CAPTCHA_TEXT.FAILED : status === 'verifying' ? CAPTCHA_TEXT.VERIFYING : ''

  return (
    <View className={`captcha captcha--${variant}`}>
      <View className='captcha__head'>
        <Text className='captcha__title'>{title}</Text>
        <View className='captcha__refresh' role='button' onClick={() => void reload()}>
          换一张
        </View>
      </View>
      {error ? (
        <View className='captcha__error' role='alert'>
          <Text>验证码加载失败</Text>
          <View className='captcha__retry' role='button' onClick={() => void reload()}>
            点击重试
          </View>
        </View>
      ) : (
        <View id='captcha-stage' className='captcha__stage' style={{ height: captcha ? `${captcha.height / scale}px` : undefined }}>
          {captcha && (
            <>
              <Img className='captcha__bg' src={captcha.backgroundUrl} mode='scaleToFill' alt='' />
              <View
                id='captcha-piece'
                className='captcha__piece'
                catchMove
                style={{ left: `${drag.offset}px`, top: `${captcha.pieceY / scale}px`, width: `${piecePx}px`, height: `${piecePx}px` }}
                {...(variant === 'tx' ? drag.handlers : {})}
              >
                <Img className='captcha__piece-img' src={captcha.pieceUrl} mode='scaleToFill' alt='' />
              </View>
            </>
          )}
          {statusText && (
            <View className={`captcha__status captcha__status--${status}`} role='status'>
              {statusText}
            </View>
          )}
        </View>
      )}
      <View className={`captcha__track${drag.dragging ? ' captcha__track--dragging' : ''}`}>
        <View className='captcha__fill' style={{ width: `${drag.offset + piecePx}px` }} />
        {hint && !drag.dragging && drag.offset === 0 && <Text className='captcha__hint'>{hint}</Text>}
        <View
          id='captcha-handle'
          className='captcha__handle'
          role='slider'
          aria-label='拖动滑块完成验证'
          aria-valuemin={0}
          aria-valuemax={Math.round(max)}
          aria-valuenow={Math.round(drag.offset)}
          catchMove
          style={{ left: `${drag.offset}px`, width: `${piecePx || 40}px` }}
          {...drag.handlers}
        >
          <Text className='captcha__arrow'>{variant === 'tx' ? '→' : '»'}</Text>
        </View>
      </View>
    </View>
  )
}
