import type { CreatorProfile } from '@api/posts'
import { Text, View } from '@tarojs/components'
import { Img } from '@/shared/img'
import { formatCount } from '@/utils'
import { levelHint, levelProgress } from '../level'
import './creator-header.scss'

const TOTALS = [
  ['works', '作品'],
  ['views', '浏览'],
  ['likes', '获赞'],
  ['comments', '评论'],
  ['followers', '粉丝'],
] as const

/** Who the creator is, their level and how far to the next, and what their works have gathered. */
export function CreatorHeader({ profile }: { profile: CreatorProfile }) {
  const progress = Math.round(levelProgress(profile) * 100)
  return (
    <View className='creator-header'>
      <View className='creator-header__who'>
        <Img className='creator-header__avatar' src={profile.avatarUrl} alt='' />
        <View className='creator-header__text'>
          <Text className='creator-header__name'>{profile.displayName}</Text>
          <Text className='creator-header__level'>
            Lv.{profile.level} {profile.levelName}
          </Text>
        </View>
      </View>
      {profile.intro && <Text className='creator-header__intro'>{profile.intro}</Text>}
      <View className='creator-header__progress' role='progressbar' aria-label='等级进度' aria-valuemin={0} aria-valuemax={100} aria-valuenow={progress}>
        <View className='creator-header__bar' style={{ width: `${progress}%` }} />
      </View>
      <Text className='creator-header__hint'>
        成长值 {profile.exp} · {levelHint(profile)}
      </Text>
      <View className='creator-header__totals'>
        {TOTALS.map(([key, label]) => (
          <View key={key} className='creator-header__total'>
            <Text className='creator-header__figure'>{formatCount(profile.totals[key])}</Text>
            <Text className='creator-header__label'>{label}</Text>
          </View>
        ))}
      </View>
    </View>
  )
}
