import { useQuery } from '@/shared/use-load'
import { openActivitiesQuery, topicsQuery } from '../queries'
import { CreatorScreen, useIsCreator } from './creator-screen'
import { WorkForm } from './work-form'

/** A new work for review; only creators submit. `activityId` preselects the activity it answers. */
export function SubmitWorkScreen({ activityId }: { activityId?: number }) {
  const creator = useIsCreator()
  const topics = useQuery(topicsQuery, creator === true && [])
  const activities = useQuery(openActivitiesQuery, creator === true && [])
  return (
    <CreatorScreen login='登录后提交作品' notCreator='成为创作者后才能提交作品' load={[topics, activities]}>
      {() => topics.data && activities.data && <WorkForm topics={topics.data.list} activities={activities.data.list} activityId={activityId} />}
    </CreatorScreen>
  )
}
