import { useRouter } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { queryText } from '@/core/navigation'
import { useFrontConfig } from '@/entities/config'
import { Screen } from '@/shared/screen'
import { WebFrame } from '@/shared/web-frame'
import { checkWebviewUrl } from '@/features/webview'
import './webview-h5.scss'

/** Generic web view (spec §2): query `url` and `title`; opens allowed https hosts only. */
export default function WebviewPage() {
  const { params } = useRouter()
  const url = params.url ? queryText(params.url) : undefined
  const title = params.title ? queryText(params.title) : undefined
  // The allowed hosts come with the tenant's front-end config.
  const config = useFrontConfig()
  const check = config.data && checkWebviewUrl(url, config.data.webviewHosts ?? [])

  return (
    <Screen title={title} load={config}>
      {check?.ok ? (
        <WebFrame src={check.url} title={title ?? '网页'} />
      ) : (
        <View className='webview-h5-page' role='alert'>
          <Text className='webview-h5-page__title'>无法打开此链接</Text>
          <Text className='webview-h5-page__reason'>{check?.reason}</Text>
        </View>
      )}
    </Screen>
  )
}
