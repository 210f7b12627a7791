import type { Dealer } from '@api/lead'
import { routeTo } from '@/shared/map'

/** Navigation to the dealer: WeChat's map in the mini-program, the map provider's page in a browser. */
export function navigateToDealer(dealer: Dealer): void {
  routeTo({ latitude: dealer.latitude, longitude: dealer.longitude, name: dealer.dealerName, address: dealer.address })
}
