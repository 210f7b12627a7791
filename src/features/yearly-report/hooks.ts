import { useToken } from '@/core/session'
import { useQuery } from '@/shared/use-load'
import { yearlyReportQuery } from './queries'

/** My year, once logged in: the story, the keyword and the card share one cache entry. */
export function useYearlyReport() {
  const token = useToken()
  return useQuery(yearlyReportQuery, Boolean(token) && [])
}

export const LOGIN_TEXT = '登录后查看你的年度报告'
