import { useToken } from '@/core/session'
import { usePagedQuery } from '@/shared/paged-list'
import { useQuery } from '@/shared/use-load'
import { drawTimesQuery, lotteryPageQuery, lotteryRecordsList, prizeQuery, prizesQuery } from './queries'
import type { RecordFilter } from './status'

// The lottery's reads (queries.ts), as its screens use them: a draw or claim marks them all.

/** The activity (`activity.gameType`: 'wheel' | 'grid') and its prizes; waits for an id. */
export function useLotteryPage(activityId: number | undefined) {
  return useQuery(lotteryPageQuery, activityId !== undefined && [activityId])
}

/** My draws left; no call while logged out. */
export function useDrawTimes(activityId: number | undefined) {
  const token = useToken()
  return useQuery(drawTimesQuery, Boolean(token) && activityId !== undefined && [activityId])
}

export function usePrizes(activityId: number | undefined) {
  return useQuery(prizesQuery, activityId !== undefined && [activityId])
}

export function usePrize(prizeId: number | undefined) {
  return useQuery(prizeQuery, prizeId !== undefined && [prizeId])
}

/** My wins across every activity (all, or in one state), newest first, paged at the route's reach-bottom; waits for a login. */
export function useLotteryRecords(filter: RecordFilter = 'all') {
  const token = useToken()
  return usePagedQuery(lotteryRecordsList, Boolean(token) && [filter], { reachBottom: true })
}

export { useRunningLottery } from './use-running-lottery'
