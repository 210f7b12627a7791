import { Text, View } from '@tarojs/components'
import type { ContentItem } from '@api/posts'
import { formatCount } from '@/utils/count'
import { Img } from '@/shared/img'
import { previewImage } from '@/shared/preview-image'
import { VideoPlayer } from '@/shared/video'
import './post-body.scss'

/** Who follows the post's video as it plays (a classroom lesson's progress). */
export interface VideoWatch {
  onTime: (seconds: number, duration: number) => void
  onEnded: () => void
}

export interface PostBodyProps {
  post: ContentItem
  video?: VideoWatch
  onTopic: (id: number) => void
  onDealer: (id: number) => void
  /** Opens the classmates group the post was posted in. */
  onClassmates: (id: number) => void
}

// The first row of pictures is on screen when the post opens and is its largest paint: loaded at
// once. Lazy loading waited for layout and held the page's LCP back.
const FIRST_ROW = 3

/** A post's title, text, video or pictures (tap to view them large), topics, its classmates group and dealer. */
export function PostBody({ post, video, onTopic, onDealer, onClassmates }: PostBodyProps) {
  const grid = post.images.length === 1 ? 'one' : post.images.length === 2 || post.images.length === 4 ? 'two' : 'three'
  return (
    <View className='cm-post'>
      {post.title && <Text className='cm-post__title'>{post.title}</Text>}
      <Text className='cm-post__text' userSelect>
        {post.text}
      </Text>
      {post.video && (
        <VideoPlayer
          className='cm-post__video'
          src={post.video.url}
          poster={post.video.cover}
          duration={post.video.duration}
          controls
          onTime={video?.onTime}
          onEnded={video?.onEnded}
        />
      )}
      {post.images.length > 0 && (
        <View className={`cm-post__images cm-post__images--${grid}`}>
          {post.images.map((src, i) => (
            <Img key={src} className='cm-post__image' src={src} mode='aspectFill' lazyLoad={i >= FIRST_ROW} alt={`图片 ${i + 1}`} onClick={() => previewImage(post.images, src)} />
          ))}
        </View>
      )}
      {post.topics.length > 0 && (
        <View className='cm-post__topics'>
          {post.topics.map((t) => (
            <View key={t.id} className='cm-post__topic' role='link' onClick={() => onTopic(t.id)}>
              #{t.name}
            </View>
          ))}
        </View>
      )}
      {post.classmates && (
        <View className='cm-post__group' role='link' onClick={() => onClassmates(post.classmates!.id)}>
          <Text className='cm-post__group-label'>同学会</Text>
          <Text className='cm-post__group-name'>{post.classmates.name}</Text>
          <Text className='cm-post__group-go' aria-hidden>
            ›
          </Text>
        </View>
      )}
      <View className='cm-post__foot'>
        {post.dealerId !== null && (
          <View className='cm-post__dealer' role='link' onClick={() => onDealer(post.dealerId!)}>
            查看相关门店
          </View>
        )}
        <Text className='cm-post__views'>{formatCount(post.viewNum)} 次浏览</Text>
      </View>
    </View>
  )
}
