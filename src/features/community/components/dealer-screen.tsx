import { Text, View } from '@tarojs/components'
import type { CommunityDealer, ContentItem } from '@api/posts'
import { useCurrentPosition } from '@/core/location'
import { Screen } from '@/shared/screen'
import { useLoad } from '@/shared/use-load'
import { usePagedList } from '@/shared/paged-list'
import { getDealer, getDealerContents } from '../api'
import { dealerFeedKey, dealerKey } from '../keys'
import { ContentFeed } from './content-feed'
import { DealerHeader } from './dealer-header'
import { DealerLocation } from './dealer-location'
import './screen.scss'

/** A dealer's community page: who they are, where (map, distance, route), a call, their posts. */
export function DealerScreen({ id }: { id: number | undefined }) {
  const dealer = useLoad<CommunityDealer>(id === undefined ? null : dealerKey(id), () => getDealer(id!))
  const feed = usePagedList<ContentItem>((pageNo, pageSize) => getDealerContents(id!, { pageNo, pageSize }), { key: dealerFeedKey(id ?? 0), enabled: id !== undefined, reachBottom: true })
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
