import { AREA, defineQuery } from '@/core/query'
import { getMutualRule } from './api'

/** The alliance rule (server HTML). */
export const mutualRuleQuery = defineQuery(() => [AREA.mutualHelp, 'rule'], getMutualRule)
