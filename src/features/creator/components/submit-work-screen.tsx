import { useRef } from 'react'
import type { CreatorWorkDetail } from '@api/posts'
import { goBackOr } from '@/core/navigation'
import { paths } from '@/routes'
import { StateView } from '@/shared/screen'
import { useQuery } from '@/shared/use-load'
import { myWorkQuery, openActivitiesQuery, topicsQuery } from '../queries'
import { refusal } from '../work-actions'
import { CreatorScreen, useIsCreator } from './creator-screen'
import { WorkForm } from './work-form'

export interface SubmitWorkScreenProps {
  /** Preselects the activity a new work answers. */
  activityId?: number
  /** One of my works to edit: a draft, or a rejected work to send again. */
  workId?: number
}

/** A work for review (only creators submit): a new one, or a draft or rejected work of mine opened again. */
export function SubmitWorkScreen({ activityId, workId }: SubmitWorkScreenProps) {
  const creator = useIsCreator()
  const topics = useQuery(topicsQuery, creator === true && [])
  const activities = useQuery(openActivitiesQuery, creator === true && [])
  const work = useQuery(myWorkQuery, creator === true && workId !== undefined && [workId])
  const load = workId === undefined ? [topics, activities] : [topics, activities, work]
  // The work as it was opened: sent from here, it reads again as under review, and the form must
  // not give way to "cannot be edited" while it leaves.
  const opened = useRef<CreatorWorkDetail>()
  if (!opened.current && work.data) opened.current = work.data
  return (
    <CreatorScreen login='登录后提交作品' notCreator='成为创作者后才能提交作品' load={load}>
      {() => {
        const edited = opened.current
        if (!topics.data || !activities.data || (workId !== undefined && !edited)) return null
        // Opened from a list shown before it changed (sent for review meanwhile): say so, no form.
        const why = edited && refusal(edited, 'edit')
        if (why) return <StateView title='该作品不能编辑' text={why} retryText='返回我的作品' onRetry={() => void goBackOr(paths.creatorCenter())} />
        return <WorkForm key={workId ?? 'new'} topics={topics.data.list} activities={activities.data.list} activityId={activityId} work={edited} />
      }}
    </CreatorScreen>
  )
}
