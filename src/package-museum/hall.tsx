import { MuseumHallScreen } from '@/features/museum'

/** 博物馆: the halls and the special journal issues. */
export default function HallPage() {
  return <MuseumHallScreen />
}
