import { RuleDocScreen } from '@/shared/rule-doc'
import { getAgreement } from '../api'

const KEY = ['welfare', 'agreement']

/** The membership agreement as the server words it (sanitized HTML); anyone may read it. */
export function WelfareAgreementScreen() {
  return <RuleDocScreen cacheKey={KEY} load={getAgreement} />
}
