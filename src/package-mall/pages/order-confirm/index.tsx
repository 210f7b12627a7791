import { useRouter } from '@tarojs/taro'
import { AddressChooser } from '@/features/address'
import { confirmFrom, OrderConfirmScreen } from '@/features/mall'

/**
 * 确认订单: ?from=cart (the cart's selection) or ?skuId=&quantity= (立即购买). The address
 * feature's chooser picks the ship-to address; with none, its 新增收货地址 opens the edit page,
 * whose save brings the new address back into the list (not an inline form: its own submit bar
 * would sit on the order's).
 */
export default function OrderConfirmPage() {
  return <OrderConfirmScreen from={confirmFrom(useRouter().params)} Chooser={AddressChooser} />
}
