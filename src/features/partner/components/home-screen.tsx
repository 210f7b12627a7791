import type { PartnerHome, ReferredCustomer, CustomerStage } from '@api/user'
import { View } from '@tarojs/components'
import { Screen } from '@/shared/screen'
import { TabbedList, type ListTab } from '@/shared/tabbed-list-screen'
import { getPartnerHome, getReferredCustomers } from '../api'
import { usePartnerHome } from '../hooks'
import { PARTNER_HOME } from '../queries'
import { customersVersion } from '../stage-rule'
import { CustomerRow } from './customer-row'
import { NotPartner } from './not-partner'
import { PartnerEarnings } from './partner-earnings'
import { PartnerEntries } from './partner-entries'
import { PartnerHeader } from './partner-header'
import './home-screen.scss'

type Tab = CustomerStage | 'all'

const TABS: readonly ListTab<Tab>[] = [
  { value: 'all', label: '全部', emptyText: '还没有推荐的客户，分享推广海报给好友吧' },
  { value: 'lead', label: '留资', emptyText: '没有留资阶段的客户' },
  { value: 'testDrive', label: '试驾', emptyText: '没有试驾阶段的客户' },
  { value: 'purchase', label: '成交', emptyText: '还没有成交的客户' },
]

const loadCustomers = (tab: Tab, pageNo: number, pageSize: number) => getReferredCustomers({ stage: tab === 'all' ? undefined : tab, pageNo, pageSize })

function Summary({ home }: { home: PartnerHome }) {
  if (!home.profile) return null
  return (
    <View>
      <PartnerHeader profile={home.profile} counts={home.customerCounts} />
      {home.earnings && <PartnerEarnings earnings={home.earnings} />}
      <PartnerEntries />
      <View className='partner-home__heading' role='heading' aria-level={2}>
        我推荐的客户
      </View>
    </View>
  )
}

/**
 * The summary and the customers follow the dealer system without a pull-down: the centre's answer
 * is read again when the page shows again or the app comes back (partnerHomeQuery's age), and
 * new counts by stage read the lists again (their `listKey`).
 */
function Dashboard({ counts }: { counts: PartnerHome['customerCounts'] }) {
  return (
    <TabbedList<ReferredCustomer, Tab, PartnerHome>
      cacheKey={PARTNER_HOME}
      tabs={TABS}
      label='我推荐的客户'
      load={loadCustomers}
      listKey={customersVersion(counts)}
      renderItem={(customer) => <CustomerRow key={customer.id} customer={customer} />}
      // The summary shares the home's cache entry (usePartnerHome), so it is one read.
      summary={{ load: getPartnerHome, render: (home) => <Summary home={home} /> }}
      pullRefresh
      className='partner-home'
    />
  )
}

/** The partner centre: who I am, my tier, earnings, the centre's pages and my referred customers by stage; not a partner: why and how to become one. */
export function PartnerHomeScreen() {
  const home = usePartnerHome()
  return (
    <Screen login='登录后进入合伙人中心' load={home}>
      {home.data && (home.data.profile ? <Dashboard counts={home.data.customerCounts} /> : <NotPartner home={home.data} />)}
    </Screen>
  )
}
