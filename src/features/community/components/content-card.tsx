import { Text, View } from '@tarojs/components'
import { Heart, Message } from '@nutui/icons-react-taro'
import type { ContentItem } from '@api/posts'
import { formatCount } from '@/utils/count'
import { relativeTime } from '@/utils/time'
import { Img } from '@/shared/img'
import { TOKEN_COLOURS } from '@/styles/colours'
import { Avatar } from './avatar'
import './content-card.scss'

/** A post in a list: author, text, up to three pictures, counts. Tapping opens it. */
export function ContentCard({ post, onOpen }: { post: ContentItem; onOpen: (id: number) => void }) {
  const cover = post.video ? [post.video.cover] : post.images.slice(0, 3)
  return (
    <View className='cm-card-item' role='link' data-content-id={post.id} onClick={() => onOpen(post.id)}>
      <View className='cm-card-item__head'>
        <Avatar src={post.author.avatarUrl} name={post.author.displayName} size={28} />
        <Text className='cm-card-item__name'>{post.author.displayName}</Text>
        {post.isTop && <Text className='cm-card-item__top'>置顶</Text>}
        <Text className='cm-card-item__time'>{relativeTime(post.createdAt)}</Text>
      </View>
      {post.title && <Text className='cm-card-item__title'>{post.title}</Text>}
      <Text className='cm-card-item__text'>{post.text}</Text>
      {cover.length > 0 && (
        <View className='cm-card-item__images'>
          {cover.map((src) => (
            <Img key={src} className={`cm-card-item__image${post.video ? ' cm-card-item__image--video' : ''}`} src={src} mode='aspectFill' lazyLoad alt='' />
          ))}
        </View>
      )}
      <View className='cm-card-item__stats'>
        <View className='cm-card-item__stat'>
          <Heart size={13} color={TOKEN_COLOURS.inactive} />
          <Text>{formatCount(post.likeNum)}</Text>
        </View>
        <View className='cm-card-item__stat'>
          <Message size={13} color={TOKEN_COLOURS.inactive} />
          <Text>{formatCount(post.commentNum)}</Text>
        </View>
      </View>
    </View>
  )
}
