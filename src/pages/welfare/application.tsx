import { WelfareApplyScreen } from '@/features/welfare'

export default function Page() {
  return <WelfareApplyScreen />
}
