import { View, Text } from '@tarojs/components'
import { Button } from '@/shared/button'
import { openPage } from '@/core/navigation'
import { useToken } from '@/core/session'
import { paths } from '@/routes'
import { Screen } from '@/shared/screen'
import { useQuery } from '@/shared/use-load'
import { maintenanceRecordQuery } from '../queries'
import { TYPE_LABELS } from '../labels'
import { DealerCard } from './dealer-card'
import { ItemTable } from './item-table'
import './detail-screen.scss'

function Detail({ id }: { id: number }) {
  const detail = useQuery(maintenanceRecordQuery, [id])
  const d = detail.data
  return (
    <Screen load={detail}>
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
          <Button className='maintenance-detail__evaluate' variant='primary' onClick={() => void openPage(paths.serviceEvaluation(d.orderId))}>
            评价本次服务
          </Button>
        </>
      )}
    </Screen>
  )
}

/** One maintenance visit: what was done and what it cost, who did it, and the follow-up evaluation. */
export function MaintenanceDetailScreen({ id }: { id: number | undefined }) {
  const token = useToken()
  if (!token || id === undefined) return <Screen login='登录后查看保养详情' missing={id === undefined && '缺少保养记录 id，无法打开'} />
  return <Detail id={id} />
}
