import { useState } from 'react'
import type { ChargingOrder, ChargingOrderKind } from '@api/charging'
import { Button, View } from '@tarojs/components'
import { openPage } from '@/core/navigation'
import { paths } from '@/routes'
import { Screen } from '@/shared/screen'
import { PagedListView, usePagedList } from '@/shared/paged-list'
import { PullRefresh } from '@/shared/pull-refresh'
import { Tabs } from '@/shared/tabs'
import { getChargingOrders } from '../api'
import { ApplicationCard, RepairCard } from './order-cards'
import './list-screen.scss'

type Tab = 'all' | ChargingOrderKind
const TABS: { value: Tab; label: string }[] = [
  { value: 'all', label: '全部' },
  { value: 'install', label: '安装申请' },
  { value: 'repair', label: '报修' },
]
const EMPTY: Record<Tab, string> = {
  all: '还没有充电桩安装申请或报修记录',
  install: '还没有充电桩安装申请',
  repair: '还没有报修记录',
}

// An application and a repair may share an id: the kind keeps them apart.
const keyOf = (o: ChargingOrder) => `${o.kind}:${o.id}`

function Orders() {
  const [tab, setTab] = useState<Tab>('all')
  const list = usePagedList<ChargingOrder>(
    (pageNo, pageSize) => getChargingOrders({ pageNo, pageSize, ...(tab === 'all' ? {} : { kind: tab }) }),
    { key: ['charging', 'orders', tab], reachBottom: true, keyOf },
  )
  return (
    <View className='charging-list'>
      <Tabs tabs={TABS} value={tab} onChange={setTab} />
      <PullRefresh onRefresh={list.refresh}>
        <PagedListView
          list={list}
          emptyText={EMPTY[tab]}
          renderItem={(o) => (o.kind === 'install' ? <ApplicationCard key={keyOf(o)} a={o} /> : <RepairCard key={keyOf(o)} r={o} />)}
        />
      </PullRefresh>
      <View className='charging-list__bar'>
        <Button className='charging-list__apply' onClick={() => void openPage(paths.chargingNotice())}>
          申请安装
        </Button>
        <Button className='charging-list__report' onClick={() => void openPage(paths.chargingRepair())}>
          我要报修
        </Button>
      </View>
    </View>
  )
}

/** 报修列表: my pile applications and repair reports, newest first, with what each offers next. */
export function ChargingListScreen() {
  return <Screen login='登录后查看充电桩安装与报修记录'><Orders /></Screen>
}
