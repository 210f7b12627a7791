import { View } from '@tarojs/components'
import { Button } from '@/shared/button'
import type { ShareAssets } from '@/shared/share/assets'
import { copyLink } from '../share'
import './share-actions.scss'

/** Copy the invitation link; open the poster for saving or showing the QR code. */
export function ShareActions({ assets, onPoster }: { assets: ShareAssets; onPoster?: () => void }) {
  return (
    <View className='invite-share-actions'>
      <Button
        className='invite-share-actions__button'
        variant='primary'
        disabled={!assets.link}
        onClick={() => assets.link && void copyLink(assets.link)}
      >
        {assets.link ? '复制邀请链接' : '链接生成中…'}
      </Button>
      {onPoster && (
        <Button className='invite-share-actions__button' variant='secondary' onClick={onPoster}>
          生成邀请海报
        </Button>
      )}
    </View>
  )
}
