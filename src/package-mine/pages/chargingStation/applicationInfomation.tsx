import { ChargingApplicationScreen } from '@/features/charging'

/** 申请信息: the home charging pile installation application. */
export default function ChargingApplicationPage() {
  return <ChargingApplicationScreen />
}
