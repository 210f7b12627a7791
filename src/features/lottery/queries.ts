import { AREA, defineQuery, definePaged } from '@/core/query'
import { getDrawTimes, getLotteryPage, getLotteryRecords, getPrize, getPrizes } from './api'
import type { RecordFilter } from './status'

// The lottery's reads, each defined once: a draw or a claim marks them all (AREA.lottery).

/** The activity (`activity.gameType`: 'wheel' | 'grid') and its prizes. */
export const lotteryPageQuery = defineQuery((activityId: number) => [AREA.lottery, 'page', activityId], getLotteryPage)
/** My draws left. */
export const drawTimesQuery = defineQuery((activityId: number) => [AREA.lottery, 'times', activityId], getDrawTimes)
export const prizesQuery = defineQuery((activityId: number) => [AREA.lottery, 'prizes', activityId], getPrizes)
export const prizeQuery = defineQuery((prizeId: number) => [AREA.lottery, 'prize', prizeId], getPrize)
export { runningLotteriesQuery } from './entry-queries'
/** My wins across every activity, newest first: all of them, or those in one RECORD_STATUS (page 1 kept on the device). */
export const lotteryRecordsList = definePaged(
  (filter: RecordFilter) => [AREA.lottery, 'records', filter],
  (filter: RecordFilter, pageNo: number, pageSize: number) =>
    getLotteryRecords(filter === 'all' ? { pageNo, pageSize, wonOnly: true } : { pageNo, pageSize, wonOnly: true, status: filter }),
  { keep: true },
)
