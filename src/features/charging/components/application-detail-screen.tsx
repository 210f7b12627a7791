import type { ChargingApplication } from '@api/charging'
import { Text, View } from '@tarojs/components'
import { Button } from '@/shared/button'
import { openPage } from '@/core/navigation'
import { useToken } from '@/core/session'
import { paths } from '@/routes'
import { Img } from '@/shared/img'
import { InfoRow } from '@/shared/info-row'
import { Panel } from '@/shared/panel'
import { Screen } from '@/shared/screen'
import { callPhone } from '@/shared/phone'
import { previewImage } from '@/shared/preview-image'
import { PullRefresh } from '@/shared/pull-refresh'
import { regionLine } from '@/entities/region/fields'
import { Steps } from '@/shared/steps'
import { useQuery } from '@/shared/use-load'
import { useWrite } from '@/shared/use-write'
import { formatDateTime } from '@/utils'
import { cancelApplication } from '../api'
import { applicationQuery } from '../queries'
import { confirmCancelApplication } from '../confirm'
import { PARKING_LABELS } from '../constants'
import { dayText } from '../dates'
import { orderStatus } from '../status'
import { applicationTimeline } from '../timeline'
import './lines.scss'
import './application-detail-screen.scss'

function Installer({ installer }: { installer: NonNullable<ChargingApplication['installer']> }) {
  return (
    <Panel
      className='charging-installer'
      title={`安装师傅 ${installer.name}`}
      extra={
        <Button className='charging-ghost' variant='secondary' size='s' aria-label={`拨打安装师傅 ${installer.phone}`} onClick={() => callPhone(installer.phone)}>
          联系师傅
        </Button>
      }
    >
      <Text className='charging-line'>{installer.company}</Text>
      <Text className='charging-line'>{installer.phone}</Text>
    </Panel>
  )
}

function Submitted({ a }: { a: ChargingApplication }) {
  return (
    <Panel title='申请信息'>
      <InfoRow label='申请车辆'>{`${a.plate} ${a.carModel}`}</InfoRow>
      <InfoRow label='安装地址'>{`${regionLine(a)} ${a.address}`}</InfoRow>
      <InfoRow label='车位类型'>{PARKING_LABELS[a.parking]}</InfoRow>
      <InfoRow label='联系人'>{`${a.contactName} ${a.contactPhone}`}</InfoRow>
      <InfoRow label='期望安装'>{dayText(a.preferredDate)}</InfoRow>
      {a.backupDate && <InfoRow label='备选日期'>{dayText(a.backupDate)}</InfoRow>}
      <InfoRow label='物业证明'>
        <View className='charging-photos'>
          {a.consentPhotos.map((src, i) => (
            <Img key={src} className='charging-photos__thumb' src={src} mode='aspectFill' alt={`物业同意安装证明 ${i + 1}`} onClick={() => previewImage(a.consentPhotos, src)} />
          ))}
        </View>
      </InfoRow>
      {a.pileNo && <InfoRow label='充电桩编号'>{a.pileNo}</InfoRow>}
    </Panel>
  )
}

function Actions({ a, onCancel, cancelling }: { a: ChargingApplication; onCancel: () => void; cancelling: boolean }) {
  const { rating } = orderStatus(a)
  if (!a.cancellable && !rating) return null
  return (
    <View className='charging-detail__bar'>
      {a.cancellable && (
        <Button className='charging-detail__cancel' variant='secondary' tone='mall' disabled={cancelling} onClick={onCancel}>
          {cancelling ? '取消中…' : '取消申请'}
        </Button>
      )}
      {rating === 'rate' && (
        <Button className='charging-detail__rate' variant='primary' onClick={() => void openPage(paths.chargingParity('install', a.id))}>
          去评价
        </Button>
      )}
      {rating === 'rated' && <Text className='charging-detail__rated'>已评价，感谢您的反馈</Text>}
    </View>
  )
}

function DetailView({ a, onChange }: { a: ChargingApplication; onChange: (a: ChargingApplication) => void }) {
  const cancelling = useWrite(cancelApplication, { done: '已取消申请', onDone: onChange })
  const status = orderStatus(a)
  const timeline = applicationTimeline(a)
  const cancel = async () => {
    if (!cancelling.busy && (await confirmCancelApplication())) await cancelling.run(a.id)
  }
  return (
    <View className='charging-detail'>
      <Panel>
        <View className='charging-detail__head'>
          <Text className={`charging-detail__status charging-detail__status--${status.tone}`}>{status.text}</Text>
          <Text className='charging-line'>{formatDateTime(a.createdAt)} 提交</Text>
        </View>
        <Text className='charging-line'>申请单号 {a.applicationNo}</Text>
        {a.rejectReason && (
          <Text className='charging-detail__reason'>
            驳回原因：{a.rejectReason}
          </Text>
        )}
        {a.cancellable && <Text className='charging-line'>上门勘测前可随时取消申请</Text>}
      </Panel>
      <Panel>
        <Steps steps={timeline.steps} current={timeline.current} label='安装进度' />
      </Panel>
      {a.installer && <Installer installer={a.installer} />}
      <Submitted a={a} />
      <Actions a={a} cancelling={cancelling.busy} onCancel={() => void cancel()} />
    </View>
  )
}

function Detail({ id }: { id: number }) {
  const application = useQuery(applicationQuery, [id])
  return (
    <Screen load={application}>
      <PullRefresh onRefresh={application.reload}>
        {application.data && <DetailView a={application.data} onChange={application.setData} />}
      </PullRefresh>
    </Screen>
  )
}

/** 申请详情 (?id=): an application's progress, installer, what was submitted; cancel before the survey. */
export function ChargingApplicationDetailScreen({ id }: { id?: number }) {
  const token = useToken()
  if (!token || !id) return <Screen login='登录后查看充电桩安装申请' missing={!id && '缺少申请 id，无法打开'} />
  return <Detail id={id} />
}
