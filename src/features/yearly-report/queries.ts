import { AREA, defineQuery } from '@/core/query'
import { getSharedYear, getYearlyReport, shareYearlyReport } from './api'

// The yearly report's reads, each defined once.

/** My year: the story, the keyword and the card share this one entry (kept on the device; a friend's shared year is not). */
export const yearlyReportQuery = defineQuery(() => [AREA.yearlyReport, 'mine'], getYearlyReport, { keep: true })
/** My report's share id, the same one each time for the year: asking again on each visit is safe (a POST read as a read). */
export const yearlyShareQuery = defineQuery(() => [AREA.yearlyReport, 'share'], shareYearlyReport)
/** What a friend sees from a share. */
export const sharedYearQuery = defineQuery((shareId: string) => [AREA.yearlyReport, 'shared', shareId], getSharedYear)
