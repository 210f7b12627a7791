import { Text, View } from '@tarojs/components'
import type { Author } from '@api/posts'
import { Avatar } from './avatar'
import './author-bar.scss'

/** Who wrote it and when: avatar, name, official mark, time and place. */
export function AuthorBar({ author, time, place, onAuthor }: { author: Author; time: string; place?: string; onAuthor: (id: number) => void }) {
  return (
    <View className='cm-author' role='link' onClick={() => onAuthor(author.accountId)}>
      <Avatar src={author.avatarUrl} name={author.displayName} size={40} />
      <View className='cm-author__text'>
        <View className='cm-author__line'>
          <Text className='cm-author__name'>{author.displayName}</Text>
          {author.isOfficial && <Text className='cm-author__official'>官方</Text>}
        </View>
        <Text className='cm-author__meta'>
          {time}
          {place ? ` · ${place}` : ''}
        </Text>
      </View>
    </View>
  )
}
