import { WelfareSocietyScreen } from '@/features/welfare'

export default function Page() {
  return <WelfareSocietyScreen />
}
