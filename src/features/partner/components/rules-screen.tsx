import { RuleDocScreen } from '@/shared/rule-doc'
import { getPartnerRules } from '../api'
import { PARTNER_RULES } from '../queries'

/** The partner rules as the server words them (sanitized HTML); anyone may read them. */
export function PartnerRulesScreen() {
  return <RuleDocScreen cacheKey={PARTNER_RULES} load={getPartnerRules} />
}
