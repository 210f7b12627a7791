import { useLoad } from '@/shared/use-load'
import { getCreatorActivities, getTopics } from '../api'
import { CreatorScreen, useIsCreator } from './creator-screen'
import { WorkForm } from './work-form'

const openActivities = () => getCreatorActivities({ state: 'open', pageNo: 1, pageSize: 50 })

/** A new work for review; only creators submit. `activityId` preselects the activity it answers. */
export function SubmitWorkScreen({ activityId }: { activityId?: number }) {
  const creator = useIsCreator()
  const topics = useLoad(creator === true && ['creator', 'topics'], getTopics)
  const activities = useLoad(creator === true && ['creator', 'open-activities'], openActivities)
  return (
    <CreatorScreen login='登录后提交作品' notCreator='成为创作者后才能提交作品' load={[topics, activities]}>
      {() => topics.data && activities.data && <WorkForm topics={topics.data.list} activities={activities.data.list} activityId={activityId} />}
    </CreatorScreen>
  )
}
