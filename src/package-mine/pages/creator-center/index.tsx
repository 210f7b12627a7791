import { CreatorHomeScreen } from '@/features/creator'

/** 创作者中心: my profile, level, totals and works; not a creator yet, how to become one. */
export default function CreatorCenterPage() {
  return <CreatorHomeScreen />
}
