import { useCallback, useEffect, useState } from 'react'
import type { SignInBanner } from '@api/user-mine'
import { BannerSlide, getSignInBanners, Unavailable } from '@/features/sign-in'
import { Carousel } from '@/shared/carousel'
import { PageShell } from '@/shared/page-shell'

/** The sign-in banners (no account needed); a tap opens the page a banner points to. */
export default function SwiperPage() {
  const [banners, setBanners] = useState<SignInBanner[]>()
  const [error, setError] = useState<unknown>()
  const load = useCallback(() => {
    setError(undefined)
    getSignInBanners().then(setBanners, setError)
  }, [])
  useEffect(load, [load])
  return (
    <PageShell loading={!banners && !error} error={error} onRetry={load}>
      {banners && banners.length > 0 && (
        <Carousel
          className='sign-in-banner'
          items={banners}
          itemKey={(b) => b.id}
          height={200}
          label='签到活动'
          renderItem={(b) => <BannerSlide banner={b} />}
          autoplay
          circular
          indicatorDots
        />
      )}
      {banners && banners.length === 0 && <Unavailable text='暂时没有签到活动' onRetry={load} />}
    </PageShell>
  )
}
