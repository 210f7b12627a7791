import { ChargingRepairScreen } from '@/features/charging'

/** The repair report of an installed home pile (route title 私桩安装报备). */
export default function ChargingRepairPage() {
  return <ChargingRepairScreen />
}
