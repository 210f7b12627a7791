import { AREA, defineQuery } from '@/core/query'
import { getCollectedInfo } from './api'

// What the collected-information page (in the mini-program's main package) reads, apart from the
// other privacy reads (queries.ts), which pages of two subpackages read: together they would all
// sit in the main package.

export const collectedInfoQuery = defineQuery(() => [AREA.privacy, 'collected'], getCollectedInfo)
