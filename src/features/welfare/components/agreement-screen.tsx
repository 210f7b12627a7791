import { Text, View } from '@tarojs/components'
import { SafeRichText } from '@/shared/rich-text'
import { Screen } from '@/shared/screen'
import { useLoad } from '@/shared/use-load'
import { formatDate } from '@/utils'
import { getAgreement } from '../api'
import './agreement-screen.scss'

/** The membership agreement as the server words it (sanitized HTML); anyone may read it. */
export function WelfareAgreementScreen() {
  const doc = useLoad(['welfare', 'agreement'], getAgreement)
  return (
    <Screen load={doc}>
      {doc.data && (
        <View className='welfare-agreement'>
          <View className='welfare-agreement__title' role='heading' aria-level={1}>
            {doc.data.title}
          </View>
          <Text className='welfare-agreement__date'>{`更新于 ${formatDate(doc.data.updatedAt)}`}</Text>
          <SafeRichText className='welfare-agreement__body' html={doc.data.html} />
        </View>
      )}
    </Screen>
  )
}
