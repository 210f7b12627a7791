import { useRouter } from '@tarojs/taro'
import { queryId } from '@/core/navigation'
import { PayResultScreen } from '@/features/mall'

/** 支付结果 (?orderId=): where WeChat's H5 payment comes back to. */
export default function PayResultPage() {
  return <PayResultScreen orderId={queryId(useRouter().params.orderId)} />
}
