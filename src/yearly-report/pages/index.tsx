import { YearlyStoryScreen } from '@/features/yearly-report'

/** 年度报告: my year with the brand as story pages swiped vertically. */
export default function YearlyReportPage() {
  return <YearlyStoryScreen />
}
