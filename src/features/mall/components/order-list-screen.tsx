import type { OrderStatus } from '@api/mall'
import { View } from '@tarojs/components'
import { openPage } from '@/core/navigation'
import { paths } from '@/routes'
import { Button } from '@/shared/button'
import { TabbedListScreen, tabRows, type ListTab } from '@/shared/tabbed-list-screen'
import { getOrders } from '../api'
import { useOrderActions } from '../hooks/use-order-actions'
import { ORDER_LIST, afterSaleList } from '../queries'
import { AfterSaleCard } from './after-sale-card'
import { OrderCard } from './order-list-card'
import './order-list.scss'

/** 售后 is no order status: an order keeps its own while a request is handled; the tab lists the requests. */
type Tab = 'all' | OrderStatus | 'afterSale'

// Closed orders show under 全部 only: there is nothing left to do with them but buy again.
// 售后 keeps the value mine's shortcut opens (paths.orders('afterSale')).
const ORDER_TABS: ListTab<Tab>[] = [
  { value: 'all', label: '全部', emptyText: '还没有订单' },
  { value: 'unpaid', label: '待付款', emptyText: '没有待付款的订单' },
  { value: 'toShip', label: '待发货', emptyText: '没有待发货的订单' },
  { value: 'shipped', label: '待收货', emptyText: '没有待收货的订单' },
  { value: 'completed', label: '已完成', emptyText: '没有已完成的订单' },
  { value: 'afterSale', label: '售后', emptyText: '暂无售后记录' },
]

// The 售后 tab's rows are requests, read by their own definition (under the orders' key: an
// order or after-sale write reads them again).
const OWN_ROWS = { afterSale: tabRows(afterSaleList, (request) => <AfterSaleCard key={request.id} request={request} />) }

function ToMall() {
  return (
    <View className='order-list__empty'>
      <Button className='order-list__shop' variant='primary' size='m' onClick={() => void openPage(paths.categories())}>
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
      load={(tab, pageNo, pageSize) => getOrders({ pageNo, pageSize, ...(tab === 'all' || tab === 'afterSale' ? {} : { status: tab }) })}
      renderItem={(order) => <OrderCard key={order.id} order={order} actions={actions} />}
      ownRows={OWN_ROWS}
      emptyAction={<ToMall />}
      className='order-list'
      listClassName='order-list__rows'
      pullRefresh
      keep
    />
  )
}
