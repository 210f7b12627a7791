import { Image } from '@tarojs/components'
import type { ImgProps } from './index'

/** Mini-program build of Img: Taro's Image with the same props. */
export function Img({ src, alt, className, mode = 'scaleToFill', lazyLoad, onClick }: ImgProps) {
  return <Image className={className} src={src} mode={mode} lazyLoad={lazyLoad} ariaLabel={alt || undefined} onClick={onClick} />
}
