import type { Order, OrderLine } from '@api/mall'
import { View } from '@tarojs/components'
import { openPage } from '@/core/navigation'
import { paths } from '@/routes'
import { Button } from '@/shared/button'
import { AFTER_SALE_STATUS_TEXT, isOpen, lineOptions } from '../order/after-sale'
import './after-sale-entry.scss'

/**
 * Under a line of a paid order: its latest request (售后中 · 待商家审核, 已退款…), which opens that
 * request, and 申请售后 while the rule allows one now (lineOptions: not shipped, a refund; shipped
 * or received within the window, a return or an exchange), which opens the apply page on this
 * line. Nothing for an unpaid order or a line that allows nothing and never had a request.
 */
export function AfterSaleEntry({ order, line, now }: { order: Order; line: OrderLine; now: number }) {
  if (!order.paidAt) return null
  const latest = order.afterSales.filter((a) => a.skuId === line.skuId).pop()
  const canApply = lineOptions(order, line, now).kinds.length > 0
  if (!latest && !canApply) return null
  const status = latest && `${isOpen(latest.status) ? '售后中 · ' : ''}${AFTER_SALE_STATUS_TEXT[latest.status]}`
  return (
    <View className='mall-after-sale-entry'>
      {latest && (
        <Button
          className='mall-after-sale-entry__button'
          variant='secondary'
          size='s'
          aria-label={`${line.name} ${status}，查看售后详情`}
          onClick={() => void openPage(paths.afterSale(latest.id))}
        >
          {status}
        </Button>
      )}
      {canApply && (
        <Button
          className='mall-after-sale-entry__button'
          variant='secondary'
          size='s'
          tone='neutral'
          aria-label={`${line.name} 申请售后`}
          onClick={() => void openPage(paths.afterSaleApply(order.id, line.skuId))}
        >
          申请售后
        </Button>
      )}
    </View>
  )
}
