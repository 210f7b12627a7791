import { useRouter } from '@tarojs/taro'
import { queryId } from '@/core/navigation'
import { AfterSaleDetailScreen } from '@/features/mall'

/** 售后详情 (?id=). */
export default function AfterSaleDetailPage() {
  return <AfterSaleDetailScreen id={queryId(useRouter().params.id)} />
}
