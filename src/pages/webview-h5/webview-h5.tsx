import { useCallback, useEffect, useState } from 'react'
import { useRouter } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { fetchFrontConfig } from '@/core/tenant'
import { PageShell } from '@/shared/page-shell'
import { WebFrame } from '@/shared/web-frame'
import { checkWebviewUrl, type WebviewCheck } from '@/features/webview/allowed-url'
import './webview-h5.scss'

/** Generic web view (spec §2): query `url` and `title`; opens allowed https hosts only. */
export default function WebviewPage() {
  const { params } = useRouter()
  const url = params.url ? decodeURIComponent(params.url) : undefined
  const title = params.title ? decodeURIComponent(params.title) : undefined
  const [check, setCheck] = useState<WebviewCheck | null>(null)
  const [error, setError] = useState<unknown>(null)

  const load = useCallback(() => {
    setError(null)
    setCheck(null)
    fetchFrontConfig()
      .then((config) => setCheck(checkWebviewUrl(url, config.webviewHosts ?? [])))
      .catch(setError)
  }, [url])
  useEffect(load, [load])

  return (
    <PageShell title={title} loading={!check && !error} error={error} onRetry={load}>
      {check?.ok ? (
        <WebFrame src={check.url} title={title ?? '网页'} />
      ) : (
        <View className='webview-h5-page' role='alert'>
          <Text className='webview-h5-page__title'>无法打开此链接</Text>
          <Text className='webview-h5-page__reason'>{check?.reason}</Text>
        </View>
      )}
    </PageShell>
  )
}
