import { Text, View } from '@tarojs/components'
import type { LotteryRecord } from '@api/activity'
import { formatDate } from '@/utils/time'
import { Button } from '@/shared/button'
import { copyText } from '@/shared/clipboard'
import { Img } from '@/shared/img'
import { StatusTag } from '@/shared/status-tag'
import { canClaim, RECORD_STATUS, recordState } from '../status'

export interface WinCardProps {
  record: LotteryRecord
  onClaim: (r: LotteryRecord) => void
}

/** One win: the prize, where it stands, and what the user does next (claim, copy the code). */
export function WinCard({ record: r, onClaim }: WinCardProps) {
  const state = recordState(r)
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
          <Button className='win-card__claim' onClick={() => onClaim(r)}>领取奖品</Button>
        </View>
      )}
      {r.shipTo && (
        <View className='win-card__foot'>
          <Text className='win-card__note win-card__ship'>寄往：{r.shipTo.receiverName} {r.shipTo.address}</Text>
        </View>
      )}
      {r.code && (
        <View className='win-card__foot'>
          <View className='win-card__code-box'>
            <Text className='win-card__code'>兑换码 {r.code}</Text>
            {r.validUntil && <Text className='win-card__note'>有效期至 {formatDate(r.validUntil)}</Text>}
          </View>
          <Button className='win-card__copy' onClick={() => void copyText(r.code!)}>复制</Button>
        </View>
      )}
      {r.status === RECORD_STATUS.expired && (
        <View className='win-card__foot'>
          <Text className='win-card__note'>已超过领取期限（{formatDate(r.validUntil)}），奖品已失效</Text>
        </View>
      )}
    </View>
  )
}
