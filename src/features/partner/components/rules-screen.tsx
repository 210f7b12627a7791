import { Text, View } from '@tarojs/components'
import { SafeRichText } from '@/shared/rich-text'
import { Screen } from '@/shared/screen'
import { useLoad } from '@/shared/use-load'
import { formatDate } from '@/utils'
import { getPartnerRules } from '../api'
import './rules-screen.scss'

const RULES_KEY = ['partner', 'rules']

/** The partner rules as the server words them (sanitized HTML); anyone may read them. */
export function PartnerRulesScreen() {
  const rules = useLoad(RULES_KEY, getPartnerRules)
  return (
    <Screen load={rules}>
      {rules.data && (
        <View className='partner-rules'>
          <View className='partner-rules__title' role='heading' aria-level={1}>
            {rules.data.title}
          </View>
          <Text className='partner-rules__date'>{`更新于 ${formatDate(rules.data.updatedAt)}`}</Text>
          <SafeRichText className='partner-rules__body' html={rules.data.html} />
        </View>
      )}
    </Screen>
  )
}
