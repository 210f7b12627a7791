import { AREA, defineQuery } from '@/core/query'
import { getRunningLotteries } from './api'

// What the lottery entry reads on mine, sign-in and the car tab (pages of the mini-program's main
// package), apart from the lottery screens' reads (queries.ts), which stay in its subpackage.

/** The lotteries running now, the one ending first first. */
export const runningLotteriesQuery = defineQuery(() => [AREA.lottery, 'running'], getRunningLotteries)
