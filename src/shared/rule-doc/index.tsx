import type { RuleDoc } from '@api/user'
import { Text, View } from '@tarojs/components'
import { SafeRichText } from '@/shared/rich-text'
import { Screen } from '@/shared/screen'
import { useLoad, type QueryKey } from '@/shared/use-load'
import { formatDate } from '@/utils'
import './index.scss'

/**
 * A rules or agreement document as the server words it: its title, when it changed (and its
 * version, for a document people agree to by version), its sanitized HTML.
 */
export function RuleDocView({ doc }: { doc: RuleDoc & { version?: string } }) {
  const date = `更新于 ${formatDate(doc.updatedAt)}`
  return (
    <View className='rule-doc'>
      <View className='rule-doc__title' role='heading' aria-level={1}>
        {doc.title}
      </View>
      <Text className='rule-doc__date'>{doc.version ? `版本 v${doc.version} · ${date}` : date}</Text>
      <SafeRichText className='rule-doc__body' html={doc.html} />
    </View>
  )
}

/** A screen that is one such document (partner rules, Team PK rules, the welfare agreement); anyone may read it. */
export function RuleDocScreen({ cacheKey, load }: { cacheKey: QueryKey; load: () => Promise<RuleDoc> }) {
  const doc = useLoad(cacheKey, load)
  return (
    <Screen load={doc}>
      {doc.data && (
        <View className='rule-doc-screen'>
          <RuleDocView doc={doc.data} />
        </View>
      )}
    </Screen>
  )
}
