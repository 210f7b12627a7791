import { RuleDocScreen } from '@/shared/rule-doc'
import { getTeamRules } from '../api'
import { TEAM_PK_RULES } from '../queries'

/** 排名规则: the ranking rules as the server words them (sanitized HTML); anyone may read them. */
export function TeamRulesScreen() {
  return <RuleDocScreen cacheKey={TEAM_PK_RULES} load={getTeamRules} />
}
