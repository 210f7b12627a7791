import { Text, View } from '@tarojs/components'
import { openPage } from '@/core/navigation'
import { paths } from '@/routes'
import './lead.scss'

const STATEMENT = paths.infoCollect()

export function ConsentField({ checked, error, onChange }: { checked: boolean; error?: string; onChange: (v: boolean) => void }) {
  return (
    <View className={`lead-consent${error ? ' lead-field--error' : ''}`}>
      <View className='lead-consent__row'>
        <View
          className={`lead-consent__box${checked ? ' lead-consent__box--on' : ''}`}
          role='checkbox'
          aria-checked={checked}
          aria-label='同意个人信息保护声明'
          onClick={() => onChange(!checked)}
        >
          {checked ? '✓' : ''}
        </View>
        <Text className='lead-consent__text' onClick={() => onChange(!checked)}>
          我已阅读并同意
        </Text>
        <Text className='lead-consent__link' onClick={() => void openPage(STATEMENT)}>
          《个人信息保护声明》
        </Text>
      </View>
      {error && (
        <View className='lead-field__error' role='alert'>
          {error}
        </View>
      )}
    </View>
  )
}
