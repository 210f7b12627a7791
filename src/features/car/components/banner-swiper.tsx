import { useState } from 'react'
import type { Banner } from '@api/domain'
import { openLink } from '@/core/navigation/open-link'
import { SwipePager } from '@/shared/swipe-pager'
import { Img } from '@/shared/img'
import './banner-swiper.scss'

function open(banner: Banner) {
  if (banner.linkType === 'page' || banner.linkType === 'webview') void openLink(banner.linkUrl, banner.title)
}

/** Home banners: autoplay with the spec's swiper defaults (5000 ms / 500 ms), looping. */
export function BannerSwiper({ banners }: { banners: Banner[] }) {
  const [index, setIndex] = useState(0)
  if (!banners.length) return null
  return (
    <SwipePager className='car-banner' index={Math.min(index, banners.length - 1)} onChange={setIndex} loop autoplay indicator>
      {banners.map((b) => (
        <Img key={b.id} className='car-banner__img' src={b.image} mode='aspectFill' onClick={() => open(b)} alt={b.title} />
      ))}
    </SwipePager>
  )
}
