import { useState } from 'react'
import type { ChargingApplication, RepairReport } from '@api/charging'
import { Text, View } from '@tarojs/components'
import { Button } from '@/shared/button'
import { openPage } from '@/core/navigation'
import { paths } from '@/routes'
import { CardHead, TappableCard } from '@/shared/card'
import { Img } from '@/shared/img'
import { callPhone } from '@/shared/phone'
import { previewImage } from '@/shared/preview-image'
import { StatusTag } from '@/shared/status-tag'
import { Steps } from '@/shared/steps'
import { formatDateTime } from '@/utils'
import { KIND_TITLE, orderStatus, TAG_TONE } from '../status'
import { repairTimeline } from '../timeline'
import { RatingAction } from './rating-action'
import './lines.scss'
import './order-cards.scss'

function Head({ title, order }: { title: string; order: ChargingApplication | RepairReport }) {
  const status = orderStatus(order)
  return (
    <CardHead title={title}>
      <StatusTag className='charging-status' tone={TAG_TONE[status.tone]}>{status.text}</StatusTag>
    </CardHead>
  )
}

/** 去评价 / 已评价 under a finished order, outside its tap area (a button never sits in a link). */
function Foot({ order }: { order: ChargingApplication | RepairReport }) {
  if (!orderStatus(order).finished) return null
  return (
    <View className='charging-card__foot'>
      <RatingAction order={order} />
    </View>
  )
}

/** An application: car, address, time; a tap opens its detail. */
export function ApplicationCard({ a }: { a: ChargingApplication }) {
  return (
    <TappableCard
      className='charging-card'
      label={`${KIND_TITLE.install} ${a.plate} ${orderStatus(a).text}`}
      onTap={() => void openPage(paths.chargingApplication(a.id))}
      footer={<Foot order={a} />}
    >
      <Head title={KIND_TITLE.install} order={a} />
      <Text className='charging-line charging-line--main'>{a.plate} · {a.carModel}</Text>
      <Text className='charging-line'>{a.cityName}{a.districtName}{a.address}</Text>
      {a.rejectReason && <Text className='charging-card__reason'>驳回原因：{a.rejectReason}</Text>}
      <Text className='charging-line'>{formatDateTime(a.createdAt)} 提交</Text>
    </TappableCard>
  )
}

function RepairDetails({ r }: { r: RepairReport }) {
  const timeline = repairTimeline(r)
  return (
    <View className='charging-card__details' id={`charging-repair-${r.id}`}>
      <Text className='charging-line'>报修单号 {r.reportNo}</Text>
      <Text className='charging-line'>{r.address}</Text>
      <Text className='charging-line'>方便联系：{r.contactTime}</Text>
      {r.photos.length > 0 && (
        <View className='charging-photos charging-card__photos'>
          {r.photos.map((src, i) => (
            <Img
              key={src}
              className='charging-photos__thumb'
              src={src}
              mode='aspectFill'
              lazyLoad
              alt={`故障照片 ${i + 1}`}
              onClick={() => previewImage(r.photos, src)}
            />
          ))}
        </View>
      )}
      {r.technician && (
        <View className='charging-card__technician'>
          <Text className='charging-line charging-line--main'>{`维修师傅 ${r.technician.name} ${r.technician.phone}`}</Text>
          <Button className='charging-ghost' variant='secondary' size='s' aria-label={`拨打维修师傅 ${r.technician.phone}`} onClick={() => callPhone(r.technician!.phone)}>
            联系师傅
          </Button>
        </View>
      )}
      <Steps className='charging-card__steps' steps={timeline.steps} current={timeline.current} label='维修进度' />
    </View>
  )
}

/**
 * A repair report. It has no page of its own: a tap unfolds its progress, technician and
 * photos in place (taps there are theirs), and folds them again.
 */
export function RepairCard({ r }: { r: RepairReport }) {
  const [open, setOpen] = useState(false)
  return (
    <TappableCard
      className='charging-card charging-card--repair'
      role='button'
      expanded={open}
      controls={open ? `charging-repair-${r.id}` : undefined}
      onTap={() => setOpen(!open)}
      footer={
        <>
          {open && <RepairDetails r={r} />}
          <Foot order={r} />
        </>
      }
    >
      <Head title={KIND_TITLE.repair} order={r} />
      <Text className='charging-line charging-line--main'>{r.symptom} · {r.plate}</Text>
      <Text className='charging-line charging-card__description'>{r.description}</Text>
      {r.result && <Text className='charging-line charging-line--main'>处理结果：{r.result}</Text>}
      <View className='charging-card__meta'>
        <Text className='charging-line'>{formatDateTime(r.createdAt)} 报修</Text>
        <Text className='charging-card__more'>{open ? '收起进度' : '查看进度'}</Text>
      </View>
    </TappableCard>
  )
}
