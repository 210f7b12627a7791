import { FormTeamScreen } from '@/features/team-pk'

/** 组建战队. */
export default function FormTeamPage() {
  return <FormTeamScreen />
}
