import type { ReactNode } from 'react'
import { Text, View } from '@tarojs/components'
import { Img } from '@/shared/img'
import { QrCode } from '@/shared/qr-code'
import type { ShareAssets } from '@/shared/share/assets'
import './share-card.scss'

export interface ShareCardProps {
  heading: string
  text: string
  displayName: string
  avatarUrl: string
  /** Invite code shown under the QR code. */
  code?: string
  cover?: string
  assets: ShareAssets
  children?: ReactNode
}

/** Who invites, to what, and the QR code and link a friend uses. */
export function ShareCard({ heading, text, displayName, avatarUrl, code, cover, assets, children }: ShareCardProps) {
  return (
    <View className='invite-share-card'>
      {cover && <Img className='invite-share-card__cover' src={cover} mode='aspectFill' alt='' />}
      <View className='invite-share-card__who'>
        <Img className='invite-share-card__avatar' src={avatarUrl} mode='aspectFill' alt='' />
        <View className='invite-share-card__text'>
          <Text className='invite-share-card__name'>{displayName}</Text>
          <Text className='invite-share-card__heading'>{heading}</Text>
        </View>
      </View>
      <Text className='invite-share-card__desc'>{text}</Text>
      <View className='invite-share-card__qr'>
        {assets.qr ? (
          <QrCode className='invite-share-card__qr-image' code={assets.qr} alt='邀请二维码' />
        ) : (
          <Text className='invite-share-card__qr-wait'>{assets.error ? '二维码生成失败' : '二维码生成中…'}</Text>
        )}
        {code && <Text className='invite-share-card__code'>邀请码 {code}</Text>}
      </View>
      {children}
    </View>
  )
}
