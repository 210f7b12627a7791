import { AREA, defineQuery } from '@/core/query'
import { getAuthRules, getMyAuths, getOccupations } from './api'

// The occupation reads, each defined once under the area submitAuth marks (AREA.occupation), so
// a submit reads them again.

export const myAuthsQuery = defineQuery(() => [AREA.occupation, 'mine'], getMyAuths)
export const occupationsQuery = defineQuery(() => [AREA.occupation, 'list'], getOccupations)
export const authRulesQuery = defineQuery(() => [AREA.occupation, 'rules'], getAuthRules)
