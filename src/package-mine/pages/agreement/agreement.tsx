import { useRouter } from '@tarojs/taro'
import { AgreementScreen } from '@/features/privacy'

/** 协议与政策: the user agreement (`?kind=user`) or the privacy policy (`?kind=privacy`). */
export default function AgreementPage() {
  const { params } = useRouter()
  return <AgreementScreen kind={params.kind} />
}
