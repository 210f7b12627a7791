import { Text, View } from '@tarojs/components'
import { SafeRichText } from '@/shared/rich-text'
import { Screen } from '@/shared/screen'
import { useLoad } from '@/shared/use-load'
import { formatDate } from '@/utils'
import { getTeamRules } from '../api'
import './rules-screen.scss'

const RULES_KEY = ['team-pk', 'rules']

/** 排名规则: the ranking rules as the server words them (sanitized HTML); anyone may read them. */
export function TeamRulesScreen() {
  const rules = useLoad(RULES_KEY, getTeamRules)
  return (
    <Screen load={rules}>
      {rules.data && (
        <View className='team-rules'>
          <View className='team-rules__title' role='heading' aria-level={1}>
            {rules.data.title}
          </View>
          <Text className='team-rules__date'>{`更新于 ${formatDate(rules.data.updatedAt)}`}</Text>
          <SafeRichText className='team-rules__body' html={rules.data.html} />
        </View>
      )}
    </Screen>
  )
}
