import { CarContentPage } from '@/features/car/components/car-content-page'

/** The same content, offering to continue in the native app where there is one. */
export default function CarIntroDetailToAppPage() {
  return <CarContentPage route='package-home/pages/info-car-intro-detail-toApp/index' toApp />
}
