import { RecommendedScreen } from '@/features/team-pk'

/** 推荐战队. */
export default function RecommendedPage() {
  return <RecommendedScreen />
}
