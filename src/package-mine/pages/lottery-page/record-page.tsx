import { AddressChooser } from '@/features/address'
import { LotteryRecordsScreen } from '@/features/lottery'

/** 我的中奖记录: a physical prize is claimed to an address the address feature lets one choose or add. */
export default function RecordPage() {
  return <LotteryRecordsScreen Chooser={AddressChooser} />
}
