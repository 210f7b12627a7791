import { useToken } from '@/core/session'
import { useLoad } from '@/shared/use-load'
import { getYearlyReport } from './api'

/** My year, once logged in: the story, the keyword and the card share one cache entry. */
export function useYearlyReport() {
  const token = useToken()
  return useLoad(Boolean(token) && ['yearly-report', 'mine'], getYearlyReport)
}

export const LOGIN_TEXT = '登录后查看你的年度报告'
