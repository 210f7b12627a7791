import { useRouter } from '@tarojs/taro'
import { findRoute } from '@/routes'
import { Screen } from '@/shared/screen'
import { Staged, WhenVisible } from '@/shared/when-visible'
import { BannerSwiper, CarHomeSkeleton, EntryGrid, NewCarStrip, SalesCarList, useCarHome, VehicleTypeGrid } from '@/features/car'
import { LotteryEntry } from '@/features/lottery'

/** The car home tab: banners, shortcuts, new models, every model and the versions on sale. */
export default function CarTabPage() {
  const { path } = useRouter()
  const home = useCarHome()
  return (
    <Screen title={findRoute(path)?.title} load={home.load} placeholder={<CarHomeSkeleton />}>
      {/* A section a task: the first screen's render is four short tasks, not one long one. */}
      <Staged>
        <BannerSwiper banners={home.banners} />
        <EntryGrid />
        <NewCarStrip cars={home.newCars} />
        <WhenVisible>
          <LotteryEntry />
          <VehicleTypeGrid types={home.types} />
          <SalesCarList cars={home.salesCars} />
        </WhenVisible>
      </Staged>
    </Screen>
  )
}
