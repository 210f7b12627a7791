import { Text, View } from '@tarojs/components'
import { openPage } from '@/core/navigation'
import { FormField, type FieldProps } from './form-field'

export interface ConsentFieldProps extends Omit<FieldProps, 'label' | 'extra' | 'stacked'> {
  checked: boolean
  onChange: (checked: boolean) => void
  /** The agreement's title as shown, with its book marks: 《个人信息保护声明》. */
  agreement: string
  /** The page that shows the agreement; without it (the agreement is on this page) its title only toggles the box. */
  url?: string
  /** Block of the box, text and link classes (`${prefix}__box`...); the kit's is form-consent. */
  prefix?: string
}

/** A box to tick, 我已阅读并同意 and the agreement as a link to read it. */
export function ConsentField({ checked, onChange, agreement, url, prefix = 'form-consent', className, ...field }: ConsentFieldProps) {
  return (
    <FormField {...field} className={`${prefix}${className ? ` ${className}` : ''}`}>
      <View className={`${prefix}__row`}>
        <View
          className={`${prefix}__box${checked ? ` ${prefix}__box--on` : ''}`}
          role='checkbox'
          aria-checked={checked}
          aria-label={`同意${agreement.replace(/[《》]/g, '')}`}
          onClick={() => onChange(!checked)}
        >
          {checked ? '✓' : ''}
        </View>
        <Text className={`${prefix}__text`} onClick={() => onChange(!checked)}>
          我已阅读并同意
        </Text>
        {url ? (
          <Text className={`${prefix}__link`} onClick={() => void openPage(url)}>
            {agreement}
          </Text>
        ) : (
          <Text className={`${prefix}__text`} onClick={() => onChange(!checked)}>
            {agreement}
          </Text>
        )}
      </View>
    </FormField>
  )
}
