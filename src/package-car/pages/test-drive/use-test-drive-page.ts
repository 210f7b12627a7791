import { useEffect, useMemo, useRef } from 'react'
import type { Dealer } from '@api/lead'
import { queryId } from '@/core/navigation'
import { isLoggedIn } from '@/core/session'
import { type DealerCity, formatKm, setSelectedDealer, useDealerCity, useDealers, useLocating, useSelectedDealer } from '@/features/dealer'
import type { TestDriveFormState } from '@/features/test-drive'
import { useMe } from '@/entities/user'

const cityOfDealer = (d: Dealer): DealerCity => ({ provinceCode: d.provinceCode, provinceName: d.provinceName, cityCode: d.cityCode, cityName: d.cityName })

/**
 * Wires the booking draft to the dealer pages: the saved dealer (and its city) is the
 * default, the user's city otherwise, proposed at once (the picked, last located or default
 * one) and replaced by the located city when a fix comes; the dealers of the city come nearest
 * first, and the nearest is proposed while the city is a proposal or none of them is chosen.
 */
export function useTestDrivePage(vehicleTypeParam: string | undefined, form: TestDriveFormState) {
  const located = useLocating()
  const { city: dealerCity, chosen } = useDealerCity()
  const saved = useSelectedDealer()
  const { values: draft, set: update } = form

  useEffect(() => {
    const id = queryId(vehicleTypeParam)
    if (id) update({ vehicleTypeId: id })
  }, [vehicleTypeParam, update])

  // A dealer picked on the dealer pages becomes the booking's dealer.
  useEffect(() => {
    if (saved) update({ city: cityOfDealer(saved), dealerCode: saved.dealerCode })
  }, [saved, update])

  // Without a saved dealer, the user's city at once (nothing waits on the location), followed
  // while it is only a proposal: a city picked here or on the dealer pages stays.
  const proposal = !saved && (!draft.city || draft.city.auto === true)
  useEffect(() => {
    if (proposal && draft.city?.cityCode !== dealerCity.cityCode) update({ city: { ...dealerCity, auto: !chosen } })
  }, [proposal, draft.city, dealerCity, chosen, update])

  const dealers = useDealers(draft.city, located.position)
  const nearest = dealers.dealers[0]?.dealerCode
  useEffect(() => {
    if (dealers.loading || dealers.error || !nearest) return
    const kept = !proposal && dealers.dealers.some((d) => d.dealerCode === draft.dealerCode)
    if (!kept && draft.dealerCode !== nearest) update({ dealerCode: nearest })
  }, [dealers.loading, dealers.error, dealers.dealers, nearest, proposal, draft.dealerCode, update])

  // A signed-in user does not retype the phone number: filled once, when the user is first
  // known, so clearing the field on purpose does not refill it.
  const me = useMe(isLoggedIn())
  const filled = useRef(false)
  const myMobile = me.data?.mobile
  useEffect(() => {
    if (!myMobile || filled.current) return
    filled.current = true
    if (!draft.mobile) update({ mobile: myMobile })
  }, [myMobile, draft.mobile, update])

  const options = useMemo(
    () => dealers.dealers.map((d) => ({ dealerCode: d.dealerCode, dealerName: d.dealerName, address: d.address, distanceText: formatKm(d.distance) })),
    [dealers.dealers],
  )
  const dealersState = !draft.city ? 'idle' : dealers.loading ? 'loading' : dealers.error ? 'error' : 'ready'

  const pickDealer = (code: string) => {
    const dealer = dealers.dealers.find((d) => d.dealerCode === code)
    if (dealer) setSelectedDealer(dealer)
    update({ dealerCode: code })
  }

  // 定位中… beside a proposed city while the first fix is under way.
  const locating = !located.done && !!draft.city?.auto
  return { located, locating, options, dealersState, reloadDealers: dealers.reload, pickDealer } as const
}
