import { ActivityHubScreen } from '@/features/activity'

/** The marketing activity hub: open, upcoming and ended activities, and my registrations. */
export default function ActivityHubPage() {
  return <ActivityHubScreen />
}
