import { Text, View } from '@tarojs/components'
import { Button } from '@/shared/button'
import { payableWithBalance } from '../cart'
import { cashPointsText, pointsText, type CashAndPoints } from '../money'
import { Check } from './cart-line'
import './cart-footer.scss'

export interface CartFooterProps {
  allChecked: boolean
  canSelect: boolean
  totals: CashAndPoints & { quantity: number }
  pointRatio: number
  /** Undefined while unknown (points failures are swallowed). */
  pointBalance?: number
  onToggleAll: () => void
  /** 去结算: the confirm page for the selected lines. */
  onCheckout: () => void
}

/**
 * Select all, the total in cash and points against the balance, check out. Deleting the selected
 * lines is the list's own action (its head): beside a total in cash and points, a fourth piece
 * left the total no room, and it ran over 全选.
 */
export function CartFooter({ allChecked, canSelect, totals, pointRatio, pointBalance, onToggleAll, onCheckout }: CartFooterProps) {
  const pay = payableWithBalance(totals, pointBalance, pointRatio)
  let note = `已选 ${totals.quantity} 件`
  if (pay.short > 0) note = `积分不足，${pointsText(pay.short)}按现金计`
  else if (pointBalance !== undefined) note += ` · 可用${pointsText(pointBalance)}`
  return (
    <View className='cart-footer'>
      <View className='cart-footer__all' onClick={() => canSelect && onToggleAll()}>
        <Check checked={allChecked} disabled={!canSelect} label='全选' />
        <Text>全选</Text>
      </View>
      <View className='cart-footer__sum'>
        <Text className='cart-footer__total'>
          合计 <Text className='cart-footer__amount'>{cashPointsText(pay)}</Text>
        </Text>
        <Text className={`cart-footer__note${pay.short > 0 ? ' cart-footer__note--short' : ''}`}>{note}</Text>
      </View>
      <Button className='cart-footer__checkout' variant='primary' size='m' tone='mall' disabled={totals.quantity === 0} onClick={onCheckout}>
        去结算
      </Button>
    </View>
  )
}
