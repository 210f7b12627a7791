import { Text, View } from '@tarojs/components'
import { ActivityRow, BannerSlide, signInBannersQuery, Unavailable } from '@/features/sign-in'
import { Carousel } from '@/shared/carousel'
import { Screen } from '@/shared/screen'
import { useQuery } from '@/shared/use-load'

/** The sign-in activities (no account needed): their banners turning, then all of them listed; a tap opens the page one points to. */
export default function SwiperPage() {
  const banners = useQuery(signInBannersQuery, [])
  const list = banners.data
  return (
    <Screen load={banners}>
      {list && list.length > 0 && (
        <>
          <Carousel
            className='sign-in-banner'
            items={list}
            itemKey={(b) => b.id}
            height={200}
            label='签到活动'
            renderItem={(b) => <BannerSlide banner={b} />}
            autoplay
            circular
            indicatorDots
          />
          <View className='sign-in-activities'>
            <Text className='sign-in-activities__title'>{`全部活动 (${list.length})`}</Text>
            {list.map((b) => (
              <ActivityRow key={b.id} banner={b} />
            ))}
          </View>
        </>
      )}
      {list && list.length === 0 && <Unavailable text='暂时没有签到活动' onRetry={() => void banners.reload()} />}
    </Screen>
  )
}
