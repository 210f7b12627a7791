import { useMemo, useState } from 'react'
import { useRouter } from '@tarojs/taro'
import type { Dealer } from '@api/lead'
import { goBack } from '@/core/navigation'
import { findRoute } from '@/routes'
import { Screen } from '@/shared/screen'
import { DealerCard, LocationHint, matchesKeyword, RegionChips, setSelectedDealer, useDealerCity, useDealerRegions, useDealers, useLocating, useRestoreSaved, useSelectedDealer, useShowrooms } from '@/features/dealer'
import { ListState } from '@/shared/paged-list'
import { SearchBar } from '@/shared/search-bar'

/** Dealer search: by name within a province and, optionally, one of its cities. */
export default function SearchDealerPage() {
  const { params, path } = useRouter()
  useRestoreSaved(params.type)
  const located = useLocating()
  const { city } = useDealerCity()
  const selected = useSelectedDealer()
  // Until the user picks, the area follows the user's city (it may still be locating).
  const [picked, setPicked] = useState<{ provinceCode: string; cityCode: string } | null>(null)
  const { provinceCode, cityCode } = picked ?? city
  const [keyword, setKeyword] = useState('')

  const regions = useDealerRegions(provinceCode)
  // A city of another province (or one without dealers) falls back to the whole province.
  const cityInProvince = regions.cities.some((c) => c.regionCode === cityCode) ? cityCode : ''
  const area = provinceCode ? { provinceCode, cityCode: cityInProvince } : null
  const { dealers, loading, error, reload } = useDealers(regions.loading ? null : area, located.position, !cityInProvince)
  const showrooms = useShowrooms(provinceCode, cityInProvince)
  const shown = useMemo(() => dealers.filter((d) => matchesKeyword(d, keyword)), [dealers, keyword])

  const select = (dealer: Dealer) => {
    setSelectedDealer(dealer)
    void goBack()
  }
  const changeProvince = (code: string) => setPicked({ provinceCode: code, cityCode: '' })
  const changeCity = (code: string) => setPicked({ provinceCode, cityCode: code })

  return (
    <Screen title={findRoute(path)?.title} load={regions.load}>
      <SearchBar value={keyword} placeholder='输入经销商名称或地址' label='经销商名称或地址' onInput={setKeyword} />
      <RegionChips label='省份' regions={regions.provinces} value={provinceCode} onChange={changeProvince} />
      <RegionChips label='城市' regions={regions.cities} value={cityInProvince} onChange={changeCity} allLabel='全部' />
      <LocationHint hint={located.hint} />
      <ListState
        loading={regions.loading || loading}
        error={error}
        empty={!shown.length}
        emptyText={keyword ? `没有找到“${keyword}”相关的经销商` : '这里暂无经销商'}
        onRetry={() => void reload()}
      />
      {!regions.loading && !loading && !error &&
        shown.map((dealer) => (
          <DealerCard
            key={dealer.dealerCode}
            dealer={dealer}
            selected={selected?.dealerCode === dealer.dealerCode}
            showrooms={showrooms.get(dealer.dealerCode)}
            onSelect={select}
          />
        ))}
    </Screen>
  )
}
