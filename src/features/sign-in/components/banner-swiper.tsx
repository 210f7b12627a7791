import type { SignInBanner } from '@api/user-mine'
import { BannerCarousel } from './banner-carousel'

/**
 * Sign-in banners in H5: a light carousel. Taro's H5 Swiper would put the swiper library in
 * the chunk every page shares (the entry page too). The mini-program build takes
 * banner-swiper.weapp.tsx, the native swiper.
 */
export function BannerSwiper(props: { banners: SignInBanner[]; tall?: boolean }) {
  return <BannerCarousel {...props} />
}
