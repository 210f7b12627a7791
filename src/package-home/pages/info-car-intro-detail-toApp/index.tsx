import { CarContentPage } from '@/features/car'

/** The same content, offering to continue in the native app where there is one. */
export default function CarIntroDetailToAppPage() {
  return <CarContentPage toApp />
}
