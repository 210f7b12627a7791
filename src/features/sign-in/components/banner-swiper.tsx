import type { SignInBanner } from '@api/user-mine'
import { BannerCarousel } from './banner-carousel'

/**
 * Sign-in banners in H5: a light carousel instead of the swiper library. The mini-program build takes
 * banner-swiper.weapp.tsx, the native swiper.
 */
export function BannerSwiper(props: { banners: SignInBanner[]; tall?: boolean }) {
  return <BannerCarousel {...props} />
}
