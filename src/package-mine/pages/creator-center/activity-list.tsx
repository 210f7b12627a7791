import { ActivityListScreen } from '@/features/creator'

/** 创作活动: the creator activities (calls for works), by state. */
export default function ActivityListPage() {
  return <ActivityListScreen />
}
