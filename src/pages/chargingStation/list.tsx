import { ChargingListScreen } from '@/features/charging'

/** 报修列表: my pile applications and repair reports. */
export default function ChargingListPage() {
  return <ChargingListScreen />
}
