import { useState } from 'react'
import { Carousel } from '@/shared/carousel'
import { Img } from '@/shared/img'
import './goods-gallery.scss'

/** The goods pictures, swiped, with a '2/3' counter over them. */
export function GoodsGallery({ images, name }: { images: string[]; name: string }) {
  const [current, setCurrent] = useState(0)
  if (!images.length) return <div className='goods-gallery goods-gallery--empty' />
  return (
    <div className='goods-gallery'>
      <Carousel
        items={images}
        itemKey={(src) => src}
        height={375}
        label={`${name} 图片`}
        current={current}
        onChange={setCurrent}
        circular
        autoplay
        renderItem={(src, i) => <Img className='goods-gallery__image' src={src} mode='aspectFill' alt={`${name} 图片 ${i + 1}`} />}
      />
      <span className='goods-gallery__count'>
        {current + 1}/{images.length}
      </span>
    </div>
  )
}
