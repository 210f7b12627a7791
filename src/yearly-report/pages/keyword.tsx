import { YearlyKeywordScreen } from '@/features/yearly-report'

/** 年度关键词: the keyword of my year and why. */
export default function YearlyKeywordPage() {
  return <YearlyKeywordScreen />
}
