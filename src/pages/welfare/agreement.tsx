import { WelfareAgreementScreen } from '@/features/welfare'

export default function Page() {
  return <WelfareAgreementScreen />
}
