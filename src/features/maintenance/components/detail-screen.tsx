import { Button, View, Text } from '@tarojs/components'
import { openPage } from '@/core/navigation'
import { useToken } from '@/core/session'
import { paths } from '@/routes'
import { LoginPrompt } from '@/shared/login-prompt'
import { PageShell } from '@/shared/page-shell'
import { useLoad } from '@/shared/use-load'
import { getMaintenanceDetail } from '../api'
import { TYPE_LABELS } from '../labels'
import { DealerCard } from './dealer-card'
import { ItemTable } from './item-table'
import './detail-screen.scss'

function Detail({ id }: { id: number }) {
  const detail = useLoad(() => getMaintenanceDetail(id), String(id))
  const d = detail.data
  return (
    <PageShell loading={detail.loading && !d} error={detail.error} onRetry={() => void detail.reload()}>
      {d && (
        <>
          <View className='maintenance-detail__head'>
            <Text className='maintenance-detail__type'>{TYPE_LABELS[d.type]}</Text>
            <Text className='maintenance-detail__meta'>
              {d.date} · {d.mileage} km
            </Text>
          </View>
          <ItemTable items={d.items} total={d.amount} />
          <DealerCard detail={d} />
          <Button className='maintenance-detail__evaluate' onClick={() => void openPage(paths.serviceEvaluation(d.orderId))}>
            评价本次服务
          </Button>
        </>
      )}
    </PageShell>
  )
}

/** One maintenance visit: what was done and what it cost, who did it, and the follow-up evaluation. */
export function MaintenanceDetailScreen({ id }: { id: number | undefined }) {
  const token = useToken()
  if (!token) return <PageShell><LoginPrompt text='登录后查看保养详情' /></PageShell>
  if (id === undefined) return <PageShell error={new Error('缺少保养记录 id，无法打开')} />
  return <Detail id={id} />
}
