import type { AfterSale } from '@api/mall'
import { Text, View } from '@tarojs/components'
import { Img } from '@/shared/img'
import { InfoRow } from '@/shared/info-row'
import { Panel } from '@/shared/panel'
import { previewImage } from '@/shared/preview-image'
import { Steps } from '@/shared/steps'
import { formatDateTime } from '@/utils'
import { AFTER_SALE_DAYS, AFTER_SALE_STATUS_TEXT, KIND_TEXT, isOpen, refundText } from '../order/after-sale'
import { Copyable } from './order-detail-parts'
import { OrderLines } from './order-list-lines'
import './after-sale-detail.scss'

/** What happens next, and who acts: the user reads this first. */
export function statusNote({ status, kind }: Pick<AfterSale, 'status' | 'kind'>): string {
  switch (status) {
    case 'pending':
      return '申请已提交，等待商家审核，审核结果将在此更新'
    case 'refused':
      return '商家未同意本次申请，如有疑问可联系客服或重新申请'
    case 'toReturn':
      return `商家已同意，请在 ${AFTER_SALE_DAYS} 天内寄回商品并填写运单号`
    case 'returning':
      return kind === 'exchange' ? '商品寄回中，商家收货后将为您换货' : '商品寄回中，商家收货后将为您退款'
    case 'toRefund':
      return kind === 'refund' ? '商家已同意退款，款项将原路退回' : '商家已收到退货，正在为您退款'
    case 'refunded':
      return '退款已原路退回，请留意到账'
    case 'exchanged':
      return '换货商品已发出，请留意查收'
    case 'cancelled':
      return '您已撤销本次申请，如有需要可重新申请'
  }
}

/** The head's colour: the user's turn (send the goods back) stands out, a request that went nowhere is grey. */
const HEAD_TONE: Partial<Record<AfterSale['status'], string>> = { toReturn: 'act', refused: 'ended', cancelled: 'ended' }

export function AfterSaleHead({ request }: { request: AfterSale }) {
  const tone = HEAD_TONE[request.status]
  return (
    <View className={`mall-after-sale-detail__head${tone ? ` mall-after-sale-detail__head--${tone}` : ''}`}>
      <Text className='mall-after-sale-detail__status'>{AFTER_SALE_STATUS_TEXT[request.status]}</Text>
      <Text className='mall-after-sale-detail__note'>{statusNote(request)}</Text>
    </View>
  )
}

export function RefuseReason({ reason }: { reason: string }) {
  return (
    <Panel title='拒绝原因' className='mall-after-sale-detail__refused'>
      <Text className='mall-after-sale-detail__text'>{reason}</Text>
    </Panel>
  )
}

/** Where the goods go back to, with 复制 for the whole of it (pasted into a carrier's app). */
export function ReturnAddressPanel({ address }: { address: NonNullable<AfterSale['returnAddress']> }) {
  return (
    <Panel title='退货地址' className='mall-after-sale-detail__address'>
      <Text className='mall-after-sale-detail__receiver'>{`${address.receiverName} ${address.mobile}`}</Text>
      <Copyable text={address.text} label='退货地址' copied={`${address.receiverName} ${address.mobile} ${address.text}`} />
    </Panel>
  )
}

export function ReturnShipmentPanel({ shipment }: { shipment: NonNullable<AfterSale['returnShipment']> }) {
  return (
    <Panel title='退货物流' className='mall-after-sale-detail__shipment'>
      <InfoRow label='物流公司'>{shipment.carrier}</InfoRow>
      <InfoRow label='运单号'>
        <Copyable text={shipment.trackingNo} label='运单号' />
      </InfoRow>
    </Panel>
  )
}

/** The request's steps as the server lists them, newest first; the top one is under way until the request ends. */
export function AfterSaleTimeline({ request }: { request: AfterSale }) {
  const steps = request.timeline.map((e) => ({ title: e.title, time: formatDateTime(e.time), description: e.text }))
  if (!steps.length) return null
  return (
    <Panel title='售后进度'>
      <Steps steps={steps} current={isOpen(request.status) ? steps.length - 1 : steps.length} newestFirst label='售后进度' />
    </Panel>
  )
}

/** What is refunded; once refunded, that it went back the way it was paid (and the coupon, when it came back). */
function refundValue(request: AfterSale): string {
  const amount = refundText(request)
  if (request.status !== 'refunded') return amount
  return `${amount}，已原路退回${request.couponReturned ? '，优惠券已退回' : ''}`
}

function Photos({ photos }: { photos: string[] }) {
  return (
    <View className='mall-after-sale-detail__photos'>
      {photos.map((src, i) => (
        <View key={src} className='mall-after-sale-detail__photo' role='button' aria-label={`查看照片 ${i + 1}`} onClick={() => previewImage(photos, src)}>
          <Img className='mall-after-sale-detail__thumb' src={src} mode='aspectFill' alt='' />
        </View>
      ))}
    </View>
  )
}

/** The goods asked for and what the user asked: kind, reason, description, photos, amount, times. */
export function AfterSaleFacts({ request }: { request: AfterSale }) {
  return (
    <>
      <Panel title='售后商品'>
        <OrderLines lines={[{ ...request.line, quantity: request.quantity }]} />
      </Panel>
      <Panel title='申请信息' className='mall-after-sale-detail__facts'>
        <InfoRow label='售后类型'>{KIND_TEXT[request.kind]}</InfoRow>
        {request.kind !== 'exchange' && (
          <InfoRow label='退款金额'>
            <Text className='mall-after-sale-detail__refund'>{refundValue(request)}</Text>
          </InfoRow>
        )}
        <InfoRow label='售后原因'>{request.reason}</InfoRow>
        {!!request.description && <InfoRow label='问题描述'>{request.description}</InfoRow>}
        {request.photos.length > 0 && (
          <InfoRow label='图片凭证'>
            <Photos photos={request.photos} />
          </InfoRow>
        )}
        <InfoRow label='申请时间'>{formatDateTime(request.createdAt)}</InfoRow>
        <InfoRow label='订单号'>
          <Copyable text={request.orderNo} label='订单号' />
        </InfoRow>
      </Panel>
    </>
  )
}
