import type { Banner } from '@api/domain'
import { openLink } from '@/core/navigation/open-link'
import { Carousel } from '@/shared/carousel'
import { Img } from '@/shared/img'
import './banner-swiper.scss'

function open(banner: Banner) {
  if (banner.linkType === 'page' || banner.linkType === 'webview') void openLink(banner.linkUrl, banner.title)
}

/** Home banners: autoplay with the spec's swiper defaults (5000 ms / 500 ms), looping; a tap opens the banner's link. */
export function BannerSwiper({ banners }: { banners: Banner[] }) {
  if (!banners.length) return null
  return (
    <Carousel
      className='car-banner'
      items={banners}
      itemKey={(b) => b.id}
      height={180}
      label='首页活动'
      renderItem={(b) => <Img className='car-banner__img' src={b.image} mode='aspectFill' onClick={() => open(b)} alt={b.title} />}
      circular
      autoplay
      indicatorDots
    />
  )
}
