import type { AfterSaleStatus, AfterSaleSummary } from '@api/mall'
import { Text, View } from '@tarojs/components'
import { openPage } from '@/core/navigation'
import { paths } from '@/routes'
import { CardHead, TappableCard } from '@/shared/card'
import { StatusTag, type StatusTone } from '@/shared/status-tag'
import { formatDateTime } from '@/utils'
import { AFTER_SALE_STATUS_TEXT, KIND_TEXT, refundText } from '../order/after-sale'
import { OrderLines } from './order-list-lines'
import './after-sale-card.scss'

/** Warning where someone must act (the merchant reviews, the user sends back), success once done. */
export const AFTER_SALE_TONE: Record<AfterSaleStatus, StatusTone> = {
  pending: 'warning', refused: 'danger', toReturn: 'warning', returning: 'info',
  toRefund: 'info', refunded: 'success', exchanged: 'success', cancelled: 'muted',
}

/** One request on the order list's 售后 tab: its goods, kind, where it stands and what it refunds. */
export function AfterSaleCard({ request }: { request: AfterSaleSummary }) {
  const status = AFTER_SALE_STATUS_TEXT[request.status]
  return (
    <TappableCard
      className='mall-after-sale-card'
      label={`${KIND_TEXT[request.kind]} ${request.line.name} ${status}`}
      onTap={() => void openPage(paths.afterSale(request.id))}
    >
      <CardHead title={<Text className='mall-after-sale-card__kind'>{KIND_TEXT[request.kind]}</Text>}>
        <StatusTag tone={AFTER_SALE_TONE[request.status]}>{status}</StatusTag>
      </CardHead>
      {/* The units asked for, not the units bought. */}
      <OrderLines lines={[{ ...request.line, quantity: request.quantity }]} />
      <View className='mall-after-sale-card__foot'>
        <Text className='mall-after-sale-card__time'>{formatDateTime(request.createdAt)}</Text>
        {request.kind !== 'exchange' && (
          <Text className='mall-after-sale-card__refund'>
            退款 <Text className='mall-after-sale-card__amount'>{refundText(request)}</Text>
          </Text>
        )}
      </View>
    </TappableCard>
  )
}
