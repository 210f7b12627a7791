import { Fragment } from 'react'
import { Text, View } from '@tarojs/components'
import { openPage } from '@/core/navigation'
import { FormField, type FieldProps } from './form-field'

/** One document the user agrees to: its title as shown, with its book marks, and the page that shows it. */
export interface ConsentDocument {
  title: string
  url?: string
}

export interface ConsentFieldProps extends Omit<FieldProps, 'label' | 'extra' | 'stacked'> {
  checked: boolean
  onChange: (checked: boolean) => void
  /**
   * The agreement's title as shown, with its book marks: 《个人信息保护声明》; or several
   * documents (《用户协议》 and 《隐私政策》), each its own link, joined by 和.
   */
  agreement: string | readonly ConsentDocument[]
  /** With a single title: the page that shows it; without it (the agreement is on this page) its title only toggles the box. */
  url?: string
  /** Block of the box, text and link classes (`${prefix}__box`...); the kit's is form-consent. */
  prefix?: string
}

/** A box to tick, 我已阅读并同意 and the agreement as a link to read it. */
export function ConsentField({ checked, onChange, agreement, url, prefix = 'form-consent', className, ...field }: ConsentFieldProps) {
  const documents = typeof agreement === 'string' ? [{ title: agreement, url }] : agreement
  const toggle = () => onChange(!checked)
  return (
    <FormField {...field} className={`${prefix}${className ? ` ${className}` : ''}`}>
      <View className={`${prefix}__row`}>
        <View
          className={`${prefix}__box${checked ? ` ${prefix}__box--on` : ''}`}
          role='checkbox'
          aria-checked={checked}
          aria-label={`同意${documents.map((d) => d.title.replace(/[《》]/g, '')).join('和')}`}
          onClick={toggle}
        >
          {checked ? '✓' : ''}
        </View>
        <Text className={`${prefix}__text`} onClick={toggle}>
          我已阅读并同意
        </Text>
        {documents.map((d, i) => (
          <Fragment key={d.title}>
            {i > 0 && (
              <Text className={`${prefix}__text`} onClick={toggle}>
                和
              </Text>
            )}
            {d.url ? (
              <Text className={`${prefix}__link`} onClick={() => void openPage(d.url!)}>
                {d.title}
              </Text>
            ) : (
              <Text className={`${prefix}__text`} onClick={toggle}>
                {d.title}
              </Text>
            )}
          </Fragment>
        ))}
      </View>
    </FormField>
  )
}
