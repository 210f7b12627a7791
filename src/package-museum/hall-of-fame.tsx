import { MuseumFameScreen } from '@/features/museum'

/** 名人堂: the honoured people. */
export default function HallOfFamePage() {
  return <MuseumFameScreen />
}
