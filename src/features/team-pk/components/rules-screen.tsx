import { RuleDocScreen } from '@/shared/rule-doc'
import { getTeamRules } from '../api'

const KEY = ['team-pk', 'rules']

/** 排名规则: the ranking rules as the server words them (sanitized HTML); anyone may read them. */
export function TeamRulesScreen() {
  return <RuleDocScreen cacheKey={KEY} load={getTeamRules} />
}
