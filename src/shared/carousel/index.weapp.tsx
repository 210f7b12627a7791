import { Swiper, SwiperItem } from '@tarojs/components'
import { SWIPER } from '@/constants'
import { TOKEN_COLOURS } from '@/styles/colours'
import { cssHeight, useCarouselIndex, type CarouselProps } from './props'
import { isNear } from './steps'

export type { CarouselProps } from './props'

/**
 * Mini-program build of Carousel: WeChat's swiper, told the height and the page (ours, from
 * `useCarouselIndex`). The H5 build is index.tsx, the light pager.
 */
export function Carousel<T>(props: CarouselProps<T>) {
  const { items, renderItem, itemKey, height, label, current, onChange, autoplay = false, circular = false, indicatorDots = false, vertical = false } = props
  const { interval = SWIPER.interval, duration = SWIPER.duration, className = '' } = props
  const count = items.length
  const [index, go] = useCarouselIndex(count, current, onChange)
  const many = count > 1
  return (
    <Swiper
      className={`carousel ${className}`}
      style={{ height: cssHeight(height) }}
      aria-label={label}
      current={index}
      autoplay={autoplay && many}
      circular={circular && many}
      vertical={vertical}
      indicatorDots={indicatorDots && many}
      indicatorActiveColor={TOKEN_COLOURS.white}
      interval={interval}
      duration={duration}
      onChange={(e) => e.detail.current !== index && go(e.detail.current)}
    >
      {items.map((item, i) => (
        <SwiperItem key={itemKey?.(item, i) ?? i} aria-label={`第 ${i + 1} 张，共 ${count} 张`}>
          {!vertical || isNear(i, index, count, circular) ? renderItem(item, i) : null}
        </SwiperItem>
      ))}
    </Swiper>
  )
}
