import { Text, View } from '@tarojs/components'
import { InfoRow } from '@/shared/info-row'
import { Panel } from '@/shared/panel'
import { RuleDocView } from '@/shared/rule-doc'
import { Screen } from '@/shared/screen'
import { useQuery } from '@/shared/use-load'
import { partnerRulesQuery } from '../queries'
import { POINTS_TABLE } from '../stage-rule'
import './rules-screen.scss'

/** The points per stage, from the rule the credits follow (not from the document's wording). */
function PointsTable() {
  return (
    <Panel className='partner-rules__points' title='好友每完成一步，你获得'>
      {POINTS_TABLE.map((row) => (
        <InfoRow key={row.stage} label={row.label}>
          {row.gain}
        </InfoRow>
      ))}
      <Text className='partner-rules__note'>每位好友的每个阶段只奖励一次，经销商确认试驾或成交后到账。</Text>
    </Panel>
  )
}

/** The partner rules: the points per stage, then the document as the server words it (sanitized HTML); anyone may read them. */
export function PartnerRulesScreen() {
  const rules = useQuery(partnerRulesQuery, [])
  return (
    <Screen load={rules}>
      {rules.data && (
        <View className='partner-rules'>
          <PointsTable />
          <View className='partner-rules__doc'>
            <RuleDocView doc={rules.data} />
          </View>
        </View>
      )}
    </Screen>
  )
}
