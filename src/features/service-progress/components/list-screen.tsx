import { Screen } from '@/shared/screen'
import { PagedListView, usePagedQuery } from '@/shared/paged-list'
import { PullRefresh } from '@/shared/pull-refresh'
import { serviceOrdersList } from '../queries'
import { OrderCard } from './order-card'

function Orders() {
  const list = usePagedQuery(serviceOrdersList, [], { reachBottom: true })
  return (
    <PullRefresh onRefresh={list.refresh}>
      <PagedListView list={list} emptyText='还没有服务工单，进店保养或维修后可在这里查看进度' renderItem={(o) => <OrderCard key={o.id} order={o} />} />
    </PullRefresh>
  )
}

/** 服务进度: my service orders, in progress first; a guest is asked to log in. */
export function ServiceProgressListScreen() {
  return <Screen login='登录后查看爱车的服务进度'><Orders /></Screen>
}
