import { TeamListScreen } from '@/features/team-pk'

/** 战队列表. */
export default function TeamListPage() {
  return <TeamListScreen />
}
