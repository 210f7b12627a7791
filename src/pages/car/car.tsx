import { useRouter } from '@tarojs/taro'
import { findRoute } from '@/routes'
import { Screen } from '@/shared/screen'
import { WhenVisible } from '@/shared/when-visible'
import { BannerSwiper } from '@/features/car/components/banner-swiper'
import { CarHomeSkeleton } from '@/features/car/components/car-home-skeleton'
import { NewCarStrip, SalesCarList, VehicleTypeGrid } from '@/features/car/components/car-sections'
import { EntryGrid } from '@/features/car/components/entry-grid'
import { useCarHome } from '@/features/car/use-car-home'
import { LotteryEntry } from '@/features/lottery/components/lottery-entry'

/** The car home tab: banners, shortcuts, new models, every model and the versions on sale. */
export default function CarTabPage() {
  const { path } = useRouter()
  const home = useCarHome()
  return (
    <Screen title={findRoute(path)?.title} load={home.load} placeholder={<CarHomeSkeleton />}>
      <BannerSwiper banners={home.banners} />
      <EntryGrid />
      <NewCarStrip cars={home.newCars} />
      <WhenVisible>
        <LotteryEntry />
        <VehicleTypeGrid types={home.types} />
        <SalesCarList cars={home.salesCars} />
      </WhenVisible>
    </Screen>
  )
}
