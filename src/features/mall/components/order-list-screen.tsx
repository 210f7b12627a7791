import type { OrderStatus } from '@api/mall'
import { View } from '@tarojs/components'
import { openPage } from '@/core/navigation'
import { paths } from '@/routes'
import { Button } from '@/shared/button'
import { TabbedListScreen, type ListTab } from '@/shared/tabbed-list-screen'
import { getOrders } from '../api'
import { useOrderActions } from '../hooks/use-order-actions'
import { ORDER_LIST } from '../queries'
import { OrderCard } from './order-list-card'
import './order-list.scss'

type Tab = 'all' | OrderStatus

// Closed orders show under 全部 only: there is nothing left to do with them but buy again.
const ORDER_TABS: ListTab<Tab>[] = [
  { value: 'all', label: '全部', emptyText: '还没有订单' },
  { value: 'unpaid', label: '待付款', emptyText: '没有待付款的订单' },
  { value: 'toShip', label: '待发货', emptyText: '没有待发货的订单' },
  { value: 'shipped', label: '待收货', emptyText: '没有待收货的订单' },
  { value: 'completed', label: '已完成', emptyText: '没有已完成的订单' },
  { value: 'afterSale', label: '售后', emptyText: '没有售后中的订单' },
]

function ToMall() {
  return (
    <View className='order-list__empty'>
      <Button className='order-list__shop' onClick={() => void openPage(paths.categories())}>
        去积分商城逛逛
      </Button>
    </View>
  )
}

/** 我的订单 (?status=): my orders by status, newest first, each with what can be done with it now. */
export function OrderListScreen({ status }: { status?: string }) {
  const actions = useOrderActions()
  return (
    <TabbedListScreen
      cacheKey={ORDER_LIST}
      loginText='登录后查看我的订单'
      tabs={ORDER_TABS}
      initialTab={status as Tab | undefined}
      load={(tab, pageNo, pageSize) => getOrders({ pageNo, pageSize, ...(tab === 'all' ? {} : { status: tab }) })}
      renderItem={(order) => <OrderCard key={order.id} order={order} actions={actions} />}
      emptyAction={<ToMall />}
      className='order-list'
      listClassName='order-list__rows'
      pullRefresh
    />
  )
}
