import { Text, View } from '@tarojs/components'
import { currentRuntime } from '@/core/runtime'
import { openPage } from '@/core/navigation'
import { brandName } from '@/core/tenant'
import { paths } from '@/routes'
import { LaunchAppButton } from '@/shared/launch-app'
import './app-handover.scss'

const DOWNLOAD = paths.download()

/**
 * The toApp variant's bar: outside the native app it offers to continue in the app (the
 * mini-program's launch-app button where WeChat allows it, else the download page). Inside
 * the app there is nothing to hand over, so it renders nothing.
 */
export function AppHandover({ appParameter }: { appParameter: string }) {
  if (currentRuntime() === 'app') return null
  const download = () => void openPage(DOWNLOAD).catch(() => undefined)
  return (
    <View className='app-handover'>
      <Text className='app-handover__text'>在 {brandName()} App 中查看更多车型内容</Text>
      <LaunchAppButton className='app-handover__btn' look={{ variant: 'primary', size: 's', tone: 'inverse' }} appParameter={appParameter} onUnavailable={download} />
    </View>
  )
}
