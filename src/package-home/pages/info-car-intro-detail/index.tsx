import { CarContentPage } from '@/features/car'

/** Car content detail (spec §2 home content detail): `?id=` the vehicle type. */
export default function CarIntroDetailPage() {
  return <CarContentPage />
}
