import { Text, View } from '@tarojs/components'
import type { MyRegistration, RegisterActivity, RegisterListState } from '@api/activity'
import { openPage } from '@/core/navigation'
import { paths } from '@/routes'
import { formatDate } from '@/utils'
import { CardHead, TappableCard } from '@/shared/card'
import { Img } from '@/shared/img'
import { StatusTag } from '@/shared/status-tag'
import { activityTag, placesText, REGISTRATION_TAGS } from './rules'
import './hub.scss'

const TIME = 'MM月DD日 HH:mm'
const open = (hash: string) => () => void openPage(paths.activityDetail(hash))

/** An activity of a hub tab; a tap opens its detail page, where one registers. */
export function HubActivityCard({ activity: a, tab, now }: { activity: RegisterActivity; tab: RegisterListState; now: number }) {
  const tag = activityTag(a, tab, now)
  return (
    <TappableCard className='activity-hub-card' flush label={`${a.name}，${tag.text}`} onTap={open(a.hash)}>
      <Img className='activity-hub-card__cover' src={a.cover} alt='' mode='aspectFill' lazyLoad />
      <View className='activity-hub-card__body'>
        <CardHead title={a.name}>
          <StatusTag tone={tag.tone}>{tag.text}</StatusTag>
        </CardHead>
        <Text className='activity-hub-card__line'>
          活动时间 {formatDate(a.startTime, TIME)} - {formatDate(a.endTime, TIME)}
        </Text>
        <Text className='activity-hub-card__line'>{a.address}</Text>
        <View className='activity-hub-card__foot'>
          {tab === 'open' && <Text className='activity-hub-card__deadline'>报名截止 {formatDate(a.signupEndTime, TIME)}</Text>}
          {tab === 'upcoming' && <Text className='activity-hub-card__deadline'>报名即将开放，共 {a.quota} 个名额</Text>}
          {tab === 'ended' && <Text className='activity-hub-card__deadline'>{a.registeredNum} 人参加</Text>}
          {tab === 'open' && <Text className='activity-hub-card__places'>{placesText(a)}</Text>}
        </View>
      </View>
    </TappableCard>
  )
}

/** One of my registrations with where it stands; a tap opens the activity. */
export function MyRegistrationCard({ record: r }: { record: MyRegistration }) {
  const tag = REGISTRATION_TAGS[r.state]
  return (
    <TappableCard className='activity-hub-mine' label={`${r.activityName}，${tag.text}`} onTap={open(r.activityHash)}>
      <CardHead title={r.activityName}>
        <StatusTag tone={tag.tone}>{tag.text}</StatusTag>
      </CardHead>
      <Text className='activity-hub-card__line'>
        {formatDate(r.startTime, TIME)} · {r.address}
      </Text>
      <Text className='activity-hub-card__line'>
        报名人 {r.name} {r.mobile} · 同行 {r.companions} 人
      </Text>
      <Text className='activity-hub-card__deadline'>报名于 {formatDate(r.createdAt)}</Text>
    </TappableCard>
  )
}
