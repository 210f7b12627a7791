import { useRouter } from '@tarojs/taro'
import { goBack } from '@/core/navigation'
import { findRoute } from '@/routes'
import { Screen } from '@/shared/screen'
import { chooseCity, CityIndex, cityOfLocation, cityOfRegion, type CityRegion, LocationHint, useCities, useDealerCity, useLocating, useRestoreSaved } from '@/features/dealer'

/** City selection: the located city first, hot cities, then every city by letter. */
export default function CitySelectPage() {
  const { params, path } = useRouter()
  useRestoreSaved(params.type)
  const located = useLocating()
  const { cities, groups, hot, load } = useCities()
  const { city: inUse } = useDealerCity()

  // The last known city (located, or the default) at once; 定位中… beside it until the fix settles.
  const here = cityOfLocation(located.location)
  const currentCity = cities.find((c) => c.regionCode === here.cityCode) ?? null

  const pick = (city: CityRegion) => {
    chooseCity(cityOfRegion(city, { regionName: city.provinceName }))
    void goBack()
  }

  return (
    <Screen title={findRoute(path)?.title} load={load}>
      <LocationHint hint={located.hint} />
      <CityIndex
        current={{ name: here.cityName, city: currentCity, locating: !located.done }}
        hot={hot}
        groups={groups}
        selectedCode={inUse.cityCode}
        onPick={pick}
      />
    </Screen>
  )
}
