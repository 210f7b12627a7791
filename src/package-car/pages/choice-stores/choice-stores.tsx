import { useRouter } from '@tarojs/taro'
import { View } from '@tarojs/components'
import type { Dealer } from '@api/lead'
import { goBack, openPage } from '@/core/navigation'
import { findRoute, paths } from '@/routes'
import { Screen } from '@/shared/screen'
import { CityBar, DealerCard, LocationHint, setSelectedDealer, useDealerCity, useDealers, useLocating, useRestoreSaved, useSelectedDealer } from '@/features/dealer'
import { ListState } from '@/shared/paged-list'

/** Store selection (spec §2): the dealers of the user's city, nearest first. */
export default function ChoiceStoresPage() {
  const { params, path } = useRouter()
  useRestoreSaved(params.type)
  const located = useLocating()
  const { city } = useDealerCity()
  const selected = useSelectedDealer()
  // Nothing waits on the location: the picked, last located or default city's list reads at
  // once; a fix re-sorts it, or moves it to the located city when none was picked.
  const { dealers, loading, error, reload } = useDealers(city, located.position)
  const changeCity = () => void openPage(paths.citySelect())

  const select = (dealer: Dealer) => {
    setSelectedDealer(dealer)
    void goBack()
  }

  return (
    <Screen title={findRoute(path)?.title}>
      <CityBar
        cityName={city.cityName}
        locating={!located.done}
        onChangeCity={changeCity}
        onSearch={() => void openPage(paths.searchDealer())}
      />
      <LocationHint hint={located.hint} onChangeCity={changeCity} />
      <ListState
        loading={loading}
        error={error}
        empty={!dealers.length}
        emptyText={`${city.cityName}暂无门店，试试切换城市`}
        onRetry={() => void reload()}
      />
      {!loading && !error && (
        <View className='choice-stores__list'>
          {dealers.map((dealer, i) => (
            <DealerCard
              key={dealer.dealerCode}
              dealer={dealer}
              nearest={i === 0 && dealers.length > 1}
              selected={selected?.dealerCode === dealer.dealerCode}
              onSelect={select}
              selectLabel='选择此店'
            />
          ))}
        </View>
      )}
    </Screen>
  )
}
