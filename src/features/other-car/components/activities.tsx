import { View } from '@tarojs/components'
import { ListState } from '@/shared/paged-list'
import { useQuery } from '@/shared/use-load'
import { otherCarActivitiesQuery } from '../queries'
import { ActivityCard } from './activity-card'
import './list-screen.scss'

/** The activities open to owners of other brands, with their own loading, failure and retry. */
export function Activities() {
  const activities = useQuery(otherCarActivitiesQuery, [])
  const list = activities.data ?? []
  return (
    <View className='oc-section'>
      <View className='oc-section__head'>
        <View className='oc-section__title' role='heading' aria-level={2}>
          其他品牌车主专享
        </View>
      </View>
      <ListState
        loading={activities.loading && !activities.data}
        error={!activities.data && activities.error}
        empty={Boolean(activities.data) && !list.length}
        emptyText='暂时没有可参加的活动，敬请期待'
        onRetry={() => void activities.reload()}
      />
      {list.map((a) => (
        <ActivityCard key={a.id} activity={a} />
      ))}
    </View>
  )
}
