import { WelfareCheckScreen } from '@/features/welfare'

export default function Page() {
  return <WelfareCheckScreen />
}
