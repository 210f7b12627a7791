import type { LotteryRecord } from '@api/activity'
import { useToken } from '@/core/session'
import { usePainted } from '@/shared/after-paint'
import { usePagedList } from '@/shared/paged-list'
import { useLoad } from '@/shared/use-load'
import { getDrawTimes, getLotteryPage, getLotteryRecords, getPrize, getPrizes, getRunningLotteries } from './api'

// Keys of the lottery's reads, area first: a draw or claim (afterWrite 'lottery') marks them all.

/** The activity (`activity.gameType`: 'wheel' | 'grid') and its prizes; waits for an id. */
export function useLotteryPage(activityId: number | undefined) {
  return useLoad(activityId !== undefined && ['lottery', 'page', activityId], () => getLotteryPage(activityId!))
}

/** My draws left; a null key (no call) while logged out. */
export function useDrawTimes(activityId: number | undefined) {
  const token = useToken()
  return useLoad(Boolean(token) && activityId !== undefined && ['lottery', 'times', activityId], () => getDrawTimes(activityId!))
}

export function usePrizes(activityId: number | undefined) {
  return useLoad(activityId !== undefined && ['lottery', 'prizes', activityId], () => getPrizes(activityId!))
}

export function usePrize(prizeId: number | undefined) {
  return useLoad(prizeId !== undefined && ['lottery', 'prize', prizeId], () => getPrize(prizeId!))
}

/** My wins across every activity, newest first, paged at the route's reach-bottom; waits for a login. */
export function useLotteryRecords() {
  const token = useToken()
  return usePagedList<LotteryRecord>((pageNo, pageSize) => getLotteryRecords({ pageNo, pageSize, wonOnly: true }), {
    key: ['lottery', 'records'],
    enabled: Boolean(token),
    reachBottom: true,
  })
}

/**
 * The lottery running now that ends first, if any: what the entries on mine, sign-in and the car
 * tab open. Read once the page has painted: the entry is no part of what the visitor came for.
 */
export function useRunningLottery() {
  const painted = usePainted(true)
  const running = useLoad(painted && ['lottery', 'running'], getRunningLotteries)
  return running.data?.[0]
}
