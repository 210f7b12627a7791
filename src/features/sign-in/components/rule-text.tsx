import { Text, View } from '@tarojs/components'
import './sign-in.scss'

/** A task's rule (taskRuleDesc is plain text, one rule per line). */
export function RuleText({ text }: { text: string }) {
  const lines = text.split('\n').map((l) => l.trim()).filter(Boolean)
  return (
    <View className='rule-text'>
      {lines.map((line) => (
        <Text key={line} className='rule-text__line'>
          {line}
        </Text>
      ))}
    </View>
  )
}
