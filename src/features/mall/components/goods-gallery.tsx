import { useState } from 'react'
import { SwipePager } from '@/shared/swipe-pager'
import { Img } from '@/shared/img'
import './goods-gallery.scss'

/**
 * The goods pictures, swiped, with a '2/3' counter. H5 uses the light swipe pager rather than
 * the swiper library (goods-gallery.weapp.tsx keeps the native Swiper in the mini-program).
 */
export function GoodsGallery({ images, name }: { images: string[]; name: string }) {
  const [current, setCurrent] = useState(0)
  if (!images.length) return <div className='goods-gallery goods-gallery--empty' />
  const many = images.length > 1
  return (
    <div className='goods-gallery'>
      <SwipePager className='goods-gallery__swiper' index={current} onChange={setCurrent} loop={many} autoplay={many}>
        {images.map((src, i) => (
          <Img key={src} className='goods-gallery__image' src={src} mode='aspectFill' alt={`${name} 图片 ${i + 1}`} />
        ))}
      </SwipePager>
      <span className='goods-gallery__count'>
        {current + 1}/{images.length}
      </span>
    </div>
  )
}
