import { Text, View } from '@tarojs/components'
import { openPage } from '@/core/navigation'
import { brandName } from '@/core/tenant'
import { paths } from '@/routes'
import { RuleDocView } from '@/shared/rule-doc'
import { Screen } from '@/shared/screen'
import { useQuery } from '@/shared/use-load'
import { mutualRuleQuery } from '../queries'
import { joinSteps } from '../tips'
import './instructions-screen.scss'

/** The alliance rule as the server words it (sanitized), how to join, and the way to the safety tips. */
export function MutualInstructionsScreen() {
  const rule = useQuery(mutualRuleQuery, [])
  return (
    <Screen load={rule}>
      {rule.data && (
        <View className='mutual-instructions'>
          <RuleDocView doc={rule.data} />
          <View className='mutual-instructions__card'>
            <View className='mutual-instructions__heading' role='heading' aria-level={2}>
              如何加入
            </View>
            <View role='list' className='mutual-instructions__steps'>
              {joinSteps(brandName()).map((step, i) => (
                <View key={step} role='listitem' className='mutual-instructions__step'>
                  <Text className='mutual-instructions__no' aria-hidden='true'>
                    {i + 1}
                  </Text>
                  <Text>{step}</Text>
                </View>
              ))}
            </View>
          </View>
          <View className='mutual-instructions__tips' role='link' onClick={() => void openPage(paths.mutualHelpTips())}>
            帮助车友前，先看安全提示
          </View>
        </View>
      )}
    </Screen>
  )
}
