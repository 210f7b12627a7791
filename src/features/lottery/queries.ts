import { AREA, defineQuery, definePaged } from '@/core/query'
import { getDrawTimes, getLotteryPage, getLotteryRecords, getPrize, getPrizes } from './api'

// The lottery's reads, each defined once: a draw or a claim marks them all (AREA.lottery).

/** The activity (`activity.gameType`: 'wheel' | 'grid') and its prizes. */
export const lotteryPageQuery = defineQuery((activityId: number) => [AREA.lottery, 'page', activityId], getLotteryPage)
/** My draws left. */
export const drawTimesQuery = defineQuery((activityId: number) => [AREA.lottery, 'times', activityId], getDrawTimes)
export const prizesQuery = defineQuery((activityId: number) => [AREA.lottery, 'prizes', activityId], getPrizes)
export const prizeQuery = defineQuery((prizeId: number) => [AREA.lottery, 'prize', prizeId], getPrize)
export { runningLotteriesQuery } from './entry-queries'
/** My wins across every activity, newest first. */
export const lotteryRecordsList = definePaged(
  () => [AREA.lottery, 'records'],
  (pageNo: number, pageSize: number) => getLotteryRecords({ pageNo, pageSize, wonOnly: true }),
)
