import { RuleDocScreen } from '@/shared/rule-doc'
import { getAgreement } from '../api'
import { WELFARE_AGREEMENT } from '../queries'

/** The membership agreement as the server words it (sanitized HTML); anyone may read it. */
export function WelfareAgreementScreen() {
  return <RuleDocScreen cacheKey={WELFARE_AGREEMENT} load={getAgreement} />
}
