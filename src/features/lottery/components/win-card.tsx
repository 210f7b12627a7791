import { Text, View } from '@tarojs/components'
import type { LotteryRecord } from '@api/activity'
import { formatDate } from '@/utils/time'
import { Button } from '@/shared/button'
import { copyText } from '@/shared/clipboard'
import { Img } from '@/shared/img'
import { InfoRow } from '@/shared/info-row'
import { StatusTag } from '@/shared/status-tag'
import { AUTO_RECEIVE_DAYS, autoReceiveTime, codeLapsed, EXPIRED_REASON } from '../prize-rules'
import { canClaim, canConfirm, PRIZE_TYPE, RECORD_STATUS, recordState } from '../status'

export interface WinCardProps {
  record: LotteryRecord
  onClaim: (r: LotteryRecord) => void
  onConfirm: (r: LotteryRecord) => void
  /** This card's 确认收货 is on its way. */
  confirming?: boolean
  /** For a code's validity (tests pass a clock). */
  now?: number
}

/** Where a physical prize is: the address it goes to, and once shipped the carrier and tracking number (copied). */
function Shipping({ record: r }: { record: LotteryRecord }) {
  return (
    <View className='win-card__shipping'>
      {r.shipTo && (
        <InfoRow label='收货地址' className='win-card__ship'>
          {r.shipTo.receiverName} {r.shipTo.mobile} {r.shipTo.address}
        </InfoRow>
      )}
      {r.status === RECORD_STATUS.toShip && <Text className='win-card__note'>已领取，等待发货，奖品将尽快寄出</Text>}
      {r.carrier && r.trackingNo && (
        <>
          <InfoRow label='快递公司' className='win-card__carrier'>{r.carrier}</InfoRow>
          <InfoRow label='运单号'>
            <View className='win-card__tracking-row'>
              <Text className='win-card__tracking'>{r.trackingNo}</Text>
              <Button className='win-card__copy win-card__copy-tracking' variant='primary' size='s' onClick={() => void copyText(r.trackingNo!)}>复制</Button>
            </View>
          </InfoRow>
        </>
      )}
      {r.shippedAt && <InfoRow label='发货时间'>{formatDate(r.shippedAt, 'YYYY-MM-DD HH:mm')}</InfoRow>}
      {r.receivedAt && <InfoRow label='收货时间'>{formatDate(r.receivedAt, 'YYYY-MM-DD HH:mm')}</InfoRow>}
    </View>
  )
}

/** One win: the prize, where it stands, and what the user does next (claim, copy, confirm receipt). */
export function WinCard({ record: r, onClaim, onConfirm, confirming, now = Date.now() }: WinCardProps) {
  const state = recordState(r)
  const physical = r.prizeType === PRIZE_TYPE.physical
  return (
    <View className='win-card' data-record-id={r.id}>
      <View className='win-card__row'>
        <Img className='win-card__image' src={r.prizeImage} alt='' mode='aspectFill' />
        <View className='win-card__body'>
          <Text className='win-card__name'>{r.prizeName}</Text>
          <Text className='win-card__meta'>{r.activityName}</Text>
          <Text className='win-card__meta'>中奖时间 {formatDate(r.drawAt, 'YYYY-MM-DD HH:mm')}</Text>
        </View>
        <StatusTag tone={state.tone} className='win-card__state'>{state.label}</StatusTag>
      </View>
      {canClaim(r) && (
        <View className='win-card__foot'>
          <Text className='win-card__note'>请于 {formatDate(r.validUntil)} 前填写收货地址领取</Text>
          <Button className='win-card__claim' variant='primary' size='s' onClick={() => onClaim(r)}>领取奖品</Button>
        </View>
      )}
      {physical && (r.shipTo || r.carrier) && (
        <View className='win-card__foot win-card__foot--column'>
          <Shipping record={r} />
        </View>
      )}
      {canConfirm(r) && r.shippedAt && (
        <View className='win-card__foot'>
          <Text className='win-card__note win-card__auto'>
            {formatDate(autoReceiveTime(r.shippedAt))} 前未确认将自动确认收货（发货后 {AUTO_RECEIVE_DAYS} 天）
          </Text>
          <Button className='win-card__confirm' variant='primary' size='s' loading={confirming} onClick={() => onConfirm(r)}>确认收货</Button>
        </View>
      )}
      {r.code && (
        <View className='win-card__foot'>
          <View className='win-card__code-box'>
            <Text className='win-card__code'>兑换码 {r.code}</Text>
            {r.validUntil && (
              <Text className='win-card__note win-card__validity'>
                {codeLapsed(r, now) ? `已过有效期（${formatDate(r.validUntil)}）` : `有效期至 ${formatDate(r.validUntil)}`}
              </Text>
            )}
          </View>
          <Button className='win-card__copy' variant='primary' size='s' onClick={() => void copyText(r.code!)}>复制</Button>
        </View>
      )}
      {r.status === RECORD_STATUS.expired && (
        <View className='win-card__foot'>
          <Text className='win-card__note win-card__expired'>
            奖品已失效：{r.expiredReason ?? EXPIRED_REASON}（领取截止 {formatDate(r.validUntil)}）
          </Text>
        </View>
      )}
    </View>
  )
}
