import { Text, View } from '@tarojs/components'
import { Img } from '@/shared/img'
import type { ShareAssets } from '../share'
import './invite.scss'

export interface PosterProps {
  title: string
  subtitle: string
  displayName: string
  avatarUrl: string
  cover?: string
  code?: string
  assets: ShareAssets
}

/** A full-screen invitation to show or screenshot; the QR code opens the invitation. */
export function Poster({ title, subtitle, displayName, avatarUrl, cover, code, assets }: PosterProps) {
  return (
    <View className='poster'>
      {cover && <Img className='poster__cover' src={cover} mode='aspectFill' alt='' />}
      <View className='poster__body'>
        <Text className='poster__title'>{title}</Text>
        <Text className='poster__subtitle'>{subtitle}</Text>
        <View className='poster__foot'>
          <View className='poster__who'>
            <Img className='poster__avatar' src={avatarUrl} mode='aspectFill' alt='' />
            <View className='poster__who-text'>
              <Text className='poster__name'>{displayName}</Text>
              <Text className='poster__hint'>邀请你一起加入{code ? `（邀请码 ${code}）` : ''}</Text>
            </View>
          </View>
          {assets.qrCodeUrl ? (
            <Img className='poster__qr' src={assets.qrCodeUrl} mode='aspectFit' alt='邀请二维码' />
          ) : (
            <Text className='poster__qr poster__qr--wait'>{assets.error ? '二维码生成失败' : '生成中…'}</Text>
          )}
        </View>
      </View>
      <Text className='poster__save'>截图或长按保存海报，分享给好友扫码</Text>
    </View>
  )
}
