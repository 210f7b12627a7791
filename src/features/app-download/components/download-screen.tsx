import { useState } from 'react'
import { Text, View } from '@tarojs/components'
import type { FrontConfig } from '@/core/tenant'
import { useFrontConfig } from '@/entities/config'
import { Button } from '@/shared/button'
import { copyText } from '@/shared/clipboard'
import { getDevice, openExternalUrl } from '@/shared/device'
import { QrCode } from '@/shared/qr-code'
import { Screen, StateView } from '@/shared/screen'
import { downloadPlan } from '../plan'
import './download-screen.scss'

type AppDownload = NonNullable<FrontConfig['appDownload']>

function StoreButton({ label, url, ghost }: { label: string; url: string; ghost?: boolean }) {
  return (
    <Button className={`app-download__store${ghost ? ' app-download__store--ghost' : ''}`} variant={ghost ? 'secondary' : 'primary'} onClick={() => openExternalUrl(url)}>
      {label}
    </Button>
  )
}

/** The way to the app on this device (plan.ts). */
function Actions({ app }: { app: AppDownload }) {
  const [device] = useState(getDevice)
  const plan = downloadPlan(device)
  if (plan === 'ios') return <StoreButton label='App Store 下载' url={app.iosUrl} />
  if (plan === 'android') return <StoreButton label='安卓下载' url={app.androidUrl} />
  if (plan === 'wechat-browser') {
    return (
      <View className='app-download__hint' role='note'>
        <Text className='app-download__hint-title'>微信内无法直接下载</Text>
        <Text className='app-download__hint-text'>点击右上角 ··· 选择「在浏览器打开」</Text>
      </View>
    )
  }
  if (plan === 'copy') {
    const url = device.platform === 'ios' ? app.iosUrl : device.platform === 'android' ? app.androidUrl : app.pageUrl
    return (
      <>
        <Button className='app-download__store' variant='primary' onClick={() => void copyText(url)}>
          复制下载链接
        </Button>
        <Text className='app-download__hint-text'>小程序内无法打开外部链接，复制后在手机浏览器中打开即可下载</Text>
      </>
    )
  }
  return (
    <>
      <QrCode code={{ text: app.pageUrl }} alt={`扫码下载${app.appName}`} className='app-download__qr' />
      <Text className='app-download__hint-text'>用手机扫码下载</Text>
      <StoreButton label='App Store 下载' url={app.iosUrl} />
      <StoreButton label='安卓下载' url={app.androidUrl} ghost />
    </>
  )
}

/** Download the brand app: name, version and highlights from the tenant's front-end config. */
export function DownloadScreen() {
  const config = useFrontConfig()
  const app = config.data?.appDownload
  return (
    <Screen load={config}>
      {app ? (
        <View className='app-download'>
          <Text className='app-download__name'>{app.appName}</Text>
          <Text className='app-download__version'>{`版本 ${app.version}`}</Text>
          <View role='list' className='app-download__points'>
            {app.highlights.map((point) => (
              <View key={point} role='listitem' className='app-download__point'>
                <Text>{point}</Text>
              </View>
            ))}
          </View>
          <Actions app={app} />
        </View>
      ) : (
        <StateView title='暂无下载信息' text='App 下载信息尚未配置，请稍后再来' />
      )}
    </Screen>
  )
}
