import { Text, View } from '@tarojs/components'
import './sign-in.scss'

/** A task's rule (taskRuleDesc is plain text, one rule per line). */
export function RuleText({ text }: { text: string }) {
  const lines = text.split('\n').map((l) => l.trim()).filter(Boolean)
  return (
    <View className='sign-in-rule'>
      {lines.map((line) => (
        <Text key={line} className='sign-in-rule__line'>
          {line}
        </Text>
      ))}
    </View>
  )
}
