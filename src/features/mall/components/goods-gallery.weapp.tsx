import { useState } from 'react'
import { Swiper, SwiperItem, Text, View } from '@tarojs/components'
import { SWIPER } from '@/constants'
import { Img } from '@/shared/img'
import './goods-gallery.scss'

/** Mini-program build of GoodsGallery: the native Swiper (the H5 build uses goods-gallery.tsx). */
export function GoodsGallery({ images, name }: { images: string[]; name: string }) {
  const [current, setCurrent] = useState(0)
  if (!images.length) return <View className='goods-gallery goods-gallery--empty' />
  return (
    <View className='goods-gallery'>
      <Swiper
        className='goods-gallery__swiper'
        autoplay={images.length > 1}
        circular={images.length > 1}
        interval={SWIPER.interval}
        duration={SWIPER.duration}
        onChange={(e) => setCurrent(e.detail.current)}
      >
        {images.map((src, i) => (
          <SwiperItem key={src}>
            <Img className='goods-gallery__image' src={src} mode='aspectFill' alt={`${name} 图片 ${i + 1}`} />
          </SwiperItem>
        ))}
      </Swiper>
      <Text className='goods-gallery__count'>
        {current + 1}/{images.length}
      </Text>
    </View>
  )
}
