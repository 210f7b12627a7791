import { Text, View } from '@tarojs/components'
import { useCurrentPosition } from '@/core/location'
import { Screen } from '@/shared/screen'
import { useQuery } from '@/shared/use-load'
import { usePagedQuery } from '@/shared/paged-list'
import { dealerFeed, dealerQuery } from '../queries'
import { ContentFeed } from './content-feed'
import { DealerHeader } from './dealer-header'
import { DealerLocation } from './dealer-location'
import './screen.scss'

/** A dealer's community page: who they are, where (map, distance, route), a call, their posts. */
export function DealerScreen({ id }: { id: number | undefined }) {
  const dealer = useQuery(dealerQuery, id !== undefined && [id])
  const feed = usePagedQuery(dealerFeed, id !== undefined && [id], { reachBottom: true })
  const { position, allowed } = useCurrentPosition(Boolean(dealer.data))
  const d = dealer.data
  return (
    <Screen missing={id === undefined && '缺少经销商 id，无法打开'} load={dealer}>
      {d && (
        <View className='cm-screen'>
          <DealerHeader dealer={d} />
          <DealerLocation dealer={d} position={position} located={allowed} />
          <Text className='cm-section-title'>门店动态</Text>
          <ContentFeed feed={feed} emptyText='门店还没有发布动态' />
        </View>
      )}
    </Screen>
  )
}
