import { Text, View } from '@tarojs/components'
import type { ArticleFloor, BannerFloor, EntryFloor, GoodsFloor, ImageFloor, KnownFloor } from '@api/domain'
import { openPage } from '@/core/navigation'
import { openLink } from '@/core/navigation/open-link'
import { paths } from '@/routes'
import { Carousel } from '@/shared/carousel'
import { Img } from '@/shared/img'
import { yuanText } from '@/utils/money'
import { formatDate } from '@/utils/time'

const Heading = ({ title }: { title: string }) => (title ? <Text className='floor__title'>{title}</Text> : null)

function Banner({ floor }: { floor: BannerFloor }) {
  return (
    <Carousel
      className='floor-banner'
      items={floor.items}
      height={160}
      label='活动图片'
      renderItem={(b) => <Img className='floor-banner__img' src={b.imageUrl} alt={b.title} mode='aspectFill' onClick={() => void openLink(b.link, b.title)} />}
      circular
      autoplay
      indicatorDots
    />
  )
}

function Entries({ floor }: { floor: EntryFloor }) {
  return (
    <View className='floor floor--entries'>
      <Heading title={floor.title} />
      <View className='floor-entries'>
        {floor.items.map((e, i) => (
          <View key={i} className='floor-entries__item' role='link' onClick={() => void openLink(e.link, e.title)}>
            <Img className='floor-entries__icon' src={e.iconUrl} alt='' />
            <Text className='floor-entries__name'>{e.title}</Text>
          </View>
        ))}
      </View>
    </View>
  )
}

function Goods({ floor }: { floor: GoodsFloor }) {
  return (
    <View className='floor'>
      <Heading title={floor.title} />
      {/* A row that scrolls sideways: focusable, so a keyboard can scroll it too (axe). */}
      <div className='floor-goods' role='region' aria-label={floor.title} tabIndex={0}>
        {floor.items.map((g) => (
          <View key={g.id} className='floor-goods__card' role='link' onClick={() => void openPage(paths.goodsDetail(g.id))}>
            <Img className='floor-goods__img' src={g.mainImage} alt='' mode='aspectFill' lazyLoad />
            <Text className='floor-goods__name'>{g.name}</Text>
            <Text className='floor-goods__price'>{yuanText(g.price)}</Text>
          </View>
        ))}
      </div>
    </View>
  )
}

function Articles({ floor }: { floor: ArticleFloor }) {
  return (
    <View className='floor'>
      <Heading title={floor.title} />
      {floor.items.map((a) => (
        <View key={a.id} className='floor-article' role='link' onClick={() => void openPage(paths.article(a.id))}>
          <Img className='floor-article__cover' src={a.cover} alt='' mode='aspectFill' lazyLoad />
          <View className='floor-article__text'>
            <Text className='floor-article__title'>{a.title}</Text>
            <Text className='floor-article__summary'>{a.summary}</Text>
            <Text className='floor-article__date'>{formatDate(a.publishedAt)}</Text>
          </View>
        </View>
      ))}
    </View>
  )
}

function Picture({ floor }: { floor: ImageFloor }) {
  // Sized by its ratio before the picture loads, so the floors below do not jump.
  return (
    <View className='floor-image' style={{ paddingTop: `${floor.ratio * 100}%` }} role='link' onClick={() => void openLink(floor.link, floor.title)}>
      <Img className='floor-image__img' src={floor.imageUrl} alt={floor.title} mode='aspectFill' lazyLoad />
    </View>
  )
}

/** One configured floor, drawn by its type. */
export function FloorView({ floor }: { floor: KnownFloor }) {
  switch (floor.type) {
    case 'banner':
      return <Banner floor={floor} />
    case 'entries':
      return <Entries floor={floor} />
    case 'goods':
      return <Goods floor={floor} />
    case 'articles':
      return <Articles floor={floor} />
    case 'image':
      return <Picture floor={floor} />
  }
}
