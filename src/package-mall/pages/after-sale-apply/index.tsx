import { useRouter } from '@tarojs/taro'
import { linkId, queryId } from '@/core/navigation'
import { AfterSaleApplyScreen } from '@/features/mall'

/** 申请售后 (?orderId=&skuId=; without skuId the user picks the line). */
export default function AfterSaleApplyPage() {
  const { orderId, skuId } = useRouter().params
  const sku = linkId(skuId)
  return <AfterSaleApplyScreen orderId={queryId(orderId)} skuId={sku.id} badSku={sku.bad} />
}
