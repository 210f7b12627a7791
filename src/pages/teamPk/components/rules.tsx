import { TeamRulesScreen } from '@/features/team-pk'

/** 排名规则: the ranking rules as the server words them. */
export default function TeamRulesPage() {
  return <TeamRulesScreen />
}
