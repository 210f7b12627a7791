import { RankingScreen } from '@/features/team-pk'

/** 总排行榜: the season's ranking, my team pinned. */
export default function GeneralListPage() {
  return <RankingScreen />
}
