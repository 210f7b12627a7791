import { CarContentPage } from '@/features/car/components/car-content-page'

/** The same content, offering to continue in the native app where there is one. */
export default function CarIntroDetailToAppPage() {
  return <CarContentPage toApp />
}
