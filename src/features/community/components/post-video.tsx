import { Video } from '@tarojs/components'

export interface PostVideoProps {
  className: string
  src: string
  poster: string
  duration: number
}

/**
 * A post's video: the browser's own <video> in H5 (lighter than Taro's Video web component,
 * ~12 KB gzip), WeChat's video component in the mini-program. One conditional expression on
 * the build-time constant, so webpack drops the other branch and its import.
 */
export function PostVideo({ className, src, poster, duration }: PostVideoProps) {
  return process.env.TARO_ENV === 'h5' ? (
    <video className={className} src={src} poster={poster} controls playsInline preload='none' />
  ) : (
    <Video className={className} src={src} poster={poster} duration={duration} controls objectFit='contain' />
  )
}
