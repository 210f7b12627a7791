import type { CSSProperties } from 'react'
import { useShownSrc } from './allowed-src'

export interface ImgProps {
  src: string
  /** What the image shows; '' marks it decorative (its text stands beside it). */
  alt: string
  className?: string
  /** The mini-program's image modes this app uses; H5 maps them to object-fit. */
  mode?: 'aspectFill' | 'aspectFit' | 'widthFix' | 'scaleToFill'
  lazyLoad?: boolean
  onClick?: () => void
}

const FIT: Record<NonNullable<ImgProps['mode']>, CSSProperties> = {
  aspectFill: { objectFit: 'cover' },
  aspectFit: { objectFit: 'contain' },
  widthFix: { height: 'auto' },
  scaleToFill: { objectFit: 'fill' },
}

/**
 * The app's one image: a plain <img> in H5 (lighter than Taro's Image and it carries `alt`, which
 * screen readers and axe need); the mini-program build takes index.weapp.tsx (Taro's Image). A
 * picture from a host that is not ours shows a grey box instead (allowed-src.ts).
 */
export function Img({ src, alt, className, mode = 'scaleToFill', lazyLoad, onClick }: ImgProps) {
  return <img className={className} src={useShownSrc(src)} alt={alt} style={FIT[mode]} loading={lazyLoad ? 'lazy' : undefined} onClick={onClick} />
}
