import type { WarrantyTerms } from '@api/warranty'
import { Text, View } from '@tarojs/components'
import { Panel } from '@/shared/panel'
import { SafeRichText } from '@/shared/rich-text'
import './terms-view.scss'

/** The terms as the server words them: covered parts, conditions, exclusions (sanitized HTML). */
export function TermsView({ terms }: { terms: WarrantyTerms }) {
  return (
    <Panel className='warranty-terms' title={terms.title}>
      <Text className='warranty-terms__date'>自 {terms.effectiveDate} 起施行</Text>
      {terms.sections.map((s) => (
        <View key={s.key} className='warranty-terms__section'>
          <h3 className='warranty-terms__heading'>{s.title}</h3>
          <SafeRichText className='warranty-terms__body' html={s.html} />
        </View>
      ))}
    </Panel>
  )
}
