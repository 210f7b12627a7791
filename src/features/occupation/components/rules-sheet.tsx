import { Text, View } from '@tarojs/components'
import { Popup } from '@/shared/popup'
import { SafeRichText } from '@/shared/rich-text'
import { useAuthRules } from '../hooks'
import './rules-sheet.scss'

export interface RulesSheetProps {
  visible: boolean
  onClose: () => void
}

/** The sensitive-information rules (server HTML, sanitized by the kit), read the first time they open. */
export function RulesSheet({ visible, onClose }: RulesSheetProps) {
  const rules = useAuthRules(visible)
  return (
    <Popup visible={visible} position='bottom' round closeable onClose={onClose} className='occupation-rules' closeAriaLabel='关闭'>
      <View className='occupation-rules__body'>
        <View className='occupation-rules__title' role='heading' aria-level={2}>
          {rules.data?.title ?? '个人敏感信息处理规则'}
        </View>
        {rules.data ? (
          <SafeRichText className='occupation-rules__html' html={rules.data.html} />
        ) : rules.error && !rules.loading ? (
          <View className='occupation-rules__retry' role='button' onClick={() => void rules.reload()}>
            加载失败，点击重试
          </View>
        ) : (
          <Text className='occupation-rules__loading'>加载中…</Text>
        )}
      </View>
    </Popup>
  )
}
