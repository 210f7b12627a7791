import type { ItemDetail } from '@api/mall'
import { View } from '@tarojs/components'
import { SHOP_TERMINAL } from '@/constants'
import { SafeRichText } from '@/shared/rich-text'
import { Img } from '@/shared/img'
import { InlineRetry, Section } from './section'
import './goods-rich-detail.scss'

// Detail block types: 1 rich text (its pictures are inside the HTML), 2 pictures, 3 video.
const IMAGES = 2
const VIDEO = 3

/** The detail block for this app's terminal (2), else the first one the goods has. */
export function pickDetail(detail: ItemDetail | undefined): ItemDetail['details'][number] | undefined {
  return detail?.details.find((d) => d.terminal === SHOP_TERMINAL) ?? detail?.details[0]
}

/** Pictures and text of the goods; the server HTML is sanitized before it is shown. */
export function GoodsRichDetail({ detail, failed, onRetry }: { detail?: ItemDetail; failed: boolean; onRetry: () => void }) {
  const block = pickDetail(detail)
  return (
    <Section title='商品详情' className='goods-rich-detail'>
      {failed && <InlineRetry text='图文详情加载失败' onRetry={onRetry} />}
      {/* A plain video tag (plugin-html maps it to the native component in the mini-program):
          lighter than Taro's Video in H5. */}
      {block?.type === VIDEO && block.video && <video className='goods-rich-detail__video' src={block.video} controls />}
      {block && block.type !== IMAGES && block.text && <SafeRichText html={block.text} />}
      {block &&
        (block.type === IMAGES || !block.text) &&
        block.images.map((src) => <Img key={src} className='goods-rich-detail__image' src={src} mode='widthFix' lazyLoad alt='商品详情图' />)}
      {!failed && detail && !block && <View className='goods-rich-detail__none'>暂无图文详情</View>}
    </Section>
  )
}
