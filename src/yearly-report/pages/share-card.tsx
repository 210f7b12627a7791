import { YearlyCardScreen } from '@/features/yearly-report'

/** 分享卡片: my year as one card image, and the link a friend opens. */
export default function YearlyCardPage() {
  return <YearlyCardScreen />
}
