import { ChargingNoticeScreen } from '@/features/charging'

/** 安装须知: the installation notice, agree, then apply. */
export default function ChargingNoticePage() {
  return <ChargingNoticeScreen />
}
