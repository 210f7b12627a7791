import { Image } from '@tarojs/components'
import { useShownSrc } from './allowed-src'
import type { ImgProps } from './index'

/** Mini-program build of Img: Taro's Image with the same props, and the same hosts only. */
export function Img({ src, alt, className, mode = 'scaleToFill', lazyLoad, onClick }: ImgProps) {
  return <Image className={className} src={useShownSrc(src)} mode={mode} lazyLoad={lazyLoad} ariaLabel={alt || undefined} onClick={onClick} />
}
