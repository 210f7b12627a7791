import { RuleDocScreen } from '@/shared/rule-doc'
import { getPartnerRules } from '../api'

const KEY = ['partner', 'rules']

/** The partner rules as the server words them (sanitized HTML); anyone may read them. */
export function PartnerRulesScreen() {
  return <RuleDocScreen cacheKey={KEY} load={getPartnerRules} />
}
