import { Text, View } from '@tarojs/components'
import { Button } from '@/shared/button'
import type { MagazineIssue } from '@api/domain'
import { brandName } from '@/core/tenant'
import { Img } from '@/shared/img'
import { QrCode } from '@/shared/qr-code'
import { ShareButton } from '@/shared/share'
import { dotDate } from '../dates'
import './share-card.scss'

export interface ShareCardProps {
  issue: MagazineIssue
  /** H5: the issue's web address, shown as a QR code to scan from another phone; null in the mini-program. */
  link: string | null
  /** H5: share through the system sheet or copy the link (the mini-program's button opens WeChat's sheet). */
  onShare: () => void
  onRead: () => void
}

/** The card a shared issue shows: cover, title and the share actions of the runtime. */
export function ShareCard({ issue, link, onShare, onRead }: ShareCardProps) {
  return (
    <View className='magazine-share-card'>
      <View className='magazine-share-card__card'>
        <Img className='magazine-share-card__cover' src={issue.cover} mode='aspectFill' alt={`${issue.title} 封面`} />
        <View className='magazine-share-card__body'>
          <Text className='magazine-share-card__brand'>{brandName()} · 品牌杂志</Text>
          <Text className='magazine-share-card__title'>{issue.title}</Text>
          <Text className='magazine-share-card__meta'>
            {issue.issueNo} · {dotDate(issue.publishDate)}
          </Text>
          <Text className='magazine-share-card__summary'>{issue.summary}</Text>
        </View>
        {link && (
          <View className='magazine-share-card__qr'>
            <QrCode className='magazine-share-card__qr-image' code={{ text: link }} alt={`${issue.title} 链接二维码`} />
            <Text className='magazine-share-card__qr-hint'>扫码阅读本期</Text>
          </View>
        )}
      </View>
      <View className='magazine-share-card__actions'>
        {/* The mini-program's button names WeChat: it opens WeChat's share sheet. */}
        <ShareButton className='magazine-share-card__primary' as='button' look={{ variant: 'primary' }} onShare={onShare} miniProgramChildren='分享给微信好友'>
          分享链接
        </ShareButton>
        <Button className='magazine-share-card__secondary' variant='secondary' onClick={onRead}>
          阅读本期
        </Button>
      </View>
    </View>
  )
}
