import { Text, View } from '@tarojs/components'
import type { Prize } from '@api/activity'
import { openPage } from '@/core/navigation'
import { ActionBar } from '@/shared/action-bar'
import { paths } from '@/routes'
import { TappableCard } from '@/shared/card'
import { Img } from '@/shared/img'
import { InfoRow } from '@/shared/info-row'
import { Panel } from '@/shared/panel'
import { Screen } from '@/shared/screen'
import { StatusTag } from '@/shared/status-tag'
import { usePrize, usePrizes } from '../hooks'
import { PRIZE_TYPE, prizeKind, prizeLevel, stockText } from '../status'
import './prize-screens.scss'

function PrizeCard({ prize: p }: { prize: Prize }) {
  const out = p.stock === 0
  return (
    <TappableCard className={`prize-card${out ? ' prize-card--out' : ''}`} label={`${prizeLevel(p)} ${p.name}`} onTap={() => void openPage(paths.lotteryPrize(p.id))}>
      <View className='prize-card__row'>
        <Img className='prize-card__image' src={p.image} alt='' mode='aspectFill' />
        <View className='prize-card__body'>
          <Text className='prize-card__level'>{prizeLevel(p)}</Text>
          <Text className='prize-card__name'>{p.name}</Text>
          <Text className='prize-card__kind'>{prizeKind(p.prizeType)}</Text>
        </View>
        <Text className='prize-card__stock'>{stockText(p)}</Text>
      </View>
    </TappableCard>
  )
}

/** 全部奖品: every prize of an activity (谢谢参与 aside), top prize first, with its stock left. */
export function PrizeListScreen({ activityId }: { activityId: number | undefined }) {
  const prizes = usePrizes(activityId)
  const list = (prizes.data ?? []).filter((p) => p.prizeType !== PRIZE_TYPE.none)
  return (
    <Screen missing={activityId === undefined && '缺少活动 id，无法查看奖品'} unknown='该抽奖活动不存在或已下线' load={prizes}>
      <View className='prize-list'>
        {list.length === 0 ? <Text className='prize-list__empty'>该活动暂未设置奖品</Text> : list.map((p) => <PrizeCard key={p.id} prize={p} />)}
      </View>
    </Screen>
  )
}

/**
 * 奖品详情: the prize, how it is claimed and how long it stays valid, and the ways on: the draw it
 * is won in, and my wins, where a won prize is claimed.
 */
export function PrizeDetailScreen({ prizeId }: { prizeId: number | undefined }) {
  const prize = usePrize(prizeId)
  const p = prize.data
  return (
    <Screen missing={prizeId === undefined && '缺少奖品 id，无法查看详情'} unknown='该奖品不存在或已下线' load={prize}>
      {p && (
        <View className='prize-detail'>
          <Img className='prize-detail__image' src={p.image} alt={p.name} mode='aspectFill' />
          <Panel title={p.name} extra={<StatusTag tone={p.stock > 0 ? 'accent' : 'muted'}>{stockText(p)}</StatusTag>}>
            {prizeLevel(p) && <InfoRow label='奖项'>{prizeLevel(p)}</InfoRow>}
            <InfoRow label='类型'>{prizeKind(p.prizeType)}</InfoRow>
            {p.prizeType === PRIZE_TYPE.points && <InfoRow label='积分'>{p.points}</InfoRow>}
            <InfoRow label='说明'>{p.description}</InfoRow>
          </Panel>
          <Panel title='领取方式'>
            <Text className='prize-detail__text'>{p.claimNote}</Text>
          </Panel>
          <Panel title='有效期'>
            <Text className='prize-detail__text'>{p.validity}</Text>
          </Panel>
          <ActionBar
            secondary={{ label: '我的中奖记录', onClick: () => void openPage(paths.lotteryRecords()) }}
            primary={{ label: '去抽奖', onClick: () => void openPage(paths.lottery(p.activityId)) }}
          />
        </View>
      )}
    </Screen>
  )
}
