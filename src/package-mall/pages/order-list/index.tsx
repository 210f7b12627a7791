import { useRouter } from '@tarojs/taro'
import { OrderListScreen } from '@/features/mall'

/** 我的订单 (?status= picks the tab). */
export default function OrderListPage() {
  return <OrderListScreen status={useRouter().params.status} />
}
