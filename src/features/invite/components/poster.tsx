import { Text } from '@tarojs/components'
import { PosterPage, PosterView } from '@/shared/poster'
import type { ShareAssets } from '@/shared/share/assets'
import { invitePosterAlt, invitePosterSpec, type InvitePoster } from '../poster-spec'
import './poster.scss'

export interface PosterProps extends Omit<InvitePoster, 'qr'> {
  assets: ShareAssets
}

/**
 * The invitation drawn as one image with its QR code, to save (mini-program: to the album) or
 * long-press (H5) and send; the QR code opens the invitation.
 */
export function Poster({ assets, ...content }: PosterProps) {
  const poster = assets.qr ? { ...content, qr: assets.qr } : undefined
  return (
    <PosterPage>
      {poster ? (
        <PosterView spec={invitePosterSpec(poster)} alt={invitePosterAlt(poster)} />
      ) : (
        <Text className='invite-poster__wait'>{assets.error ? '二维码生成失败' : '生成中…'}</Text>
      )}
    </PosterPage>
  )
}
