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
  const { city, chosen } = useDealerCity()
  const selected = useSelectedDealer()
  // Until the first fix settles, the city is not known unless the user picked one.
  const ready = chosen || located.done
  const { dealers, loading, error, reload } = useDealers(ready ? city : null, located.position)

  const select = (dealer: Dealer) => {
    setSelectedDealer(dealer)
    void goBack()
  }

  return (
    <Screen title={findRoute(path)?.title}>
      <CityBar
        cityName={city.cityName}
        locating={!ready}
        onChangeCity={() => void openPage(paths.citySelect())}
        onSearch={() => void openPage(paths.searchDealer())}
      />
      <LocationHint hint={located.hint} />
      <ListState
        loading={!ready || loading}
        error={error}
        empty={!dealers.length}
        emptyText={`${city.cityName}暂无门店，试试切换城市`}
        onRetry={() => void reload()}
      />
      {ready && !loading && !error && (
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
