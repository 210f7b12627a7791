import { MutualTipScreen } from '@/features/mutual-help'

export default function Page() {
  return <MutualTipScreen />
}
