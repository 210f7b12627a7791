import type { CSSProperties } from 'react'

export interface ImgProps {
  src: string
  alt: string
  className?: string
  /** The mini-program's image modes this app uses; H5 maps them to object-fit. */
  mode?: 'aspectFill' | 'aspectFit' | 'widthFix' | 'scaleToFill'
  lazyLoad?: boolean
}

const FIT: Record<NonNullable<ImgProps['mode']>, CSSProperties> = {
  aspectFill: { objectFit: 'cover' },
  aspectFit: { objectFit: 'contain' },
  widthFix: { height: 'auto' },
  scaleToFill: { objectFit: 'fill' },
}

/**
 * An image as a plain <img> in H5. Pages on the entry path use it instead of Taro's Image:
 * Taro H5 bundles every Taro component used anywhere into the chunk of any page that imports
 * one, which would put the whole library on the entry page. The mini-program build takes
 * index.weapp.tsx (Taro's Image) instead.
 */
export function Img({ src, alt, className, mode = 'scaleToFill', lazyLoad }: ImgProps) {
  return <img className={className} src={src} alt={alt} style={FIT[mode]} loading={lazyLoad ? 'lazy' : undefined} />
}
