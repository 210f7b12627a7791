import { Text, View } from '@tarojs/components'
import { Phone } from '@nutui/icons-react-taro'
import type { CommunityDealer } from '@api/posts'
import { formatCount } from '@/utils/count'
import { Img } from '@/shared/img'
import { callPhone } from '@/shared/phone'
import { TOKEN_COLOURS } from '@/styles/colours'
import { Button } from '@/shared/button'
import { Avatar } from './avatar'
import './dealer-header.scss'

export function DealerHeader({ dealer }: { dealer: CommunityDealer }) {
  return (
    <View className='cm-dealer'>
      <Img className='cm-dealer__cover' src={dealer.cover} mode='aspectFill' alt='' />
      <View className='cm-dealer__body'>
        <View className='cm-dealer__line'>
          <Avatar src={dealer.avatar} name={dealer.name} size={48} />
          <View className='cm-dealer__title'>
            <Text className='cm-dealer__name'>{dealer.name}</Text>
            <Text className='cm-dealer__stats'>
              {formatCount(dealer.fansNum)} 粉丝 · {formatCount(dealer.contentNum)} 动态
            </Text>
          </View>
          {dealer.phone && (
            <Button className='cm-dealer__call' variant='primary' size='s' aria-label={`拨打 ${dealer.phone}`} onClick={() => callPhone(dealer.phone)}>
              <Phone size={14} color={TOKEN_COLOURS.white} />
              <Text>电话</Text>
            </Button>
          )}
        </View>
        {dealer.intro && <Text className='cm-dealer__intro'>{dealer.intro}</Text>}
      </View>
    </View>
  )
}
