import { MyTeamScreen } from '@/features/team-pk'

/** 我的战队. */
export default function MyTeamPage() {
  return <MyTeamScreen />
}
