import { useRef } from 'react'
import type { LoadableImage } from './paint'
import { usePainted } from './use-painted'
import { FAILED_TEXT, WAIT_TEXT, type PosterViewProps } from './view-props'
import './index.scss'

// Images from another origin need CORS, or the canvas is tainted and cannot be exported.
const createImage = () => {
  const image = new Image()
  image.crossOrigin = 'anonymous'
  return image as unknown as LoadableImage
}

/**
 * H5: the poster is drawn on a plain <canvas> (Taro's H5 Canvas resets its bitmap when it
 * renders) and shown as an <img>, which a phone saves on a long press; a download link does
 * nothing in WeChat's browser. The drawing code loads on first use, not with the page.
 */
export function PosterView({ spec, alt, className = '' }: PosterViewProps) {
  const canvas = useRef<HTMLCanvasElement>(null)
  const { result: image, failed } = usePainted(spec, async (poster) => {
    const { paintPoster } = await import('./paint')
    await paintPoster(canvas.current!, poster, window.devicePixelRatio, createImage)
    return canvas.current!.toDataURL('image/png')
  })

  return (
    <div className={`poster-view ${className}`}>
      <canvas ref={canvas} className='poster-view__canvas' aria-hidden='true' />
      {image ? (
        <>
          <img className='poster-view__image' src={image} alt={alt} style={{ maxWidth: `${spec.width}px` }} />
          <p className='poster-view__hint'>长按图片保存</p>
        </>
      ) : (
        <p className='poster-view__wait' role='status'>
          {failed ? FAILED_TEXT : WAIT_TEXT}
        </p>
      )}
    </div>
  )
}

export { PosterPage } from './page'
export type { PosterViewProps } from './view-props'
export type { PosterSpec, PosterElement, Box } from './spec'
