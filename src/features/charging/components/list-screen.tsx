import type { ChargingOrder, ChargingOrderKind } from '@api/charging'
import { View } from '@tarojs/components'
import { Button } from '@/shared/button'
import { openPage } from '@/core/navigation'
import { paths } from '@/routes'
import { TabbedListScreen, type ListTab } from '@/shared/tabbed-list-screen'
import { getChargingOrders } from '../api'
import { CHARGING_ORDERS } from '../queries'
import { ApplicationCard, RepairCard } from './order-cards'
import './list-screen.scss'

type Tab = 'all' | ChargingOrderKind
const TABS: ListTab<Tab>[] = [
  { value: 'all', label: '全部', emptyText: '还没有充电桩安装申请或报修记录' },
  { value: 'install', label: '安装申请', emptyText: '还没有充电桩安装申请' },
  { value: 'repair', label: '报修', emptyText: '还没有报修记录' },
]

// An application and a repair may share an id: the kind keeps them apart.
const keyOf = (o: ChargingOrder) => `${o.kind}:${o.id}`

function Bar() {
  return (
    <View className='charging-list__bar'>
      <Button className='charging-list__apply' variant='secondary' onClick={() => void openPage(paths.chargingNotice())}>
        申请安装
      </Button>
      <Button className='charging-list__report' variant='primary' onClick={() => void openPage(paths.chargingRepair())}>
        我要报修
      </Button>
    </View>
  )
}

/** 报修列表: my pile applications and repair reports, newest first, with what each offers next. */
export function ChargingListScreen() {
  return (
    <TabbedListScreen
      cacheKey={CHARGING_ORDERS}
      loginText='登录后查看充电桩安装与报修记录'
      tabs={TABS}
      load={(tab, pageNo, pageSize) => getChargingOrders({ pageNo, pageSize, ...(tab === 'all' ? {} : { kind: tab }) })}
      keyOf={keyOf}
      renderItem={(o) => (o.kind === 'install' ? <ApplicationCard key={keyOf(o)} a={o} /> : <RepairCard key={keyOf(o)} r={o} />)}
      className='charging-list'
      bar={<Bar />}
      pullRefresh
    />
  )
}
