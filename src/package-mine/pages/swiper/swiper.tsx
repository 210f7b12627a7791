import { BannerSwiper, getSignInBanners, Unavailable } from '@/features/sign-in'
import { Screen } from '@/shared/screen'
import { useLoad } from '@/shared/use-load'

/** The sign-in banners (no account needed); a tap opens the page a banner points to. */
export default function SwiperPage() {
  const banners = useLoad(['sign-in', 'banners'], getSignInBanners)
  const list = banners.data
  return (
    <Screen load={banners}>
      {list && list.length > 0 && <BannerSwiper banners={list} tall />}
      {list && list.length === 0 && <Unavailable text='暂时没有签到活动' onRetry={() => void banners.reload()} />}
    </Screen>
  )
}
