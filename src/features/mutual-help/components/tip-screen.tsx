import { Text, View } from '@tarojs/components'
import { useFrontConfig } from '@/entities/config'
import { Button } from '@/shared/button'
import { callPhone } from '@/shared/phone'
import { Screen } from '@/shared/screen'
import { SAFETY_TIPS, TRAFFIC_POLICE } from '../tips'
import './tip-screen.scss'

/** The rescue line comes with the tenant's front-end config: disabled while it loads, a retry when it failed. */
function RescueButton() {
  const config = useFrontConfig()
  const phone = config.data?.rescuePhone
  if (config.data === undefined && config.error !== undefined && !config.loading) {
    return (
      <Button className='mutual-tip__call mutual-tip__call--retry' variant='secondary' onClick={() => void config.reload()}>
        救援电话获取失败，点此重试
      </Button>
    )
  }
  return (
    <Button className='mutual-tip__call' variant='primary' disabled={!phone} onClick={() => phone && callPhone(phone)}>
      {phone ? `拨打道路救援 ${phone}` : config.data ? '暂无道路救援电话' : '救援电话加载中…'}
    </Button>
  )
}

/** What to do when helping an owner on the road, and one tap to the rescue line or the traffic police. */
export function MutualTipScreen() {
  return (
    <Screen>
      <View className='mutual-tip'>
        <Text className='mutual-tip__lead'>遇到车友求助，请先确保自身安全</Text>
        <View role='list' className='mutual-tip__list'>
          {SAFETY_TIPS.map((tip, i) => (
            <View key={tip.title} role='listitem' className='mutual-tip__item'>
              <Text className='mutual-tip__title'>{`${i + 1}. ${tip.title}`}</Text>
              <Text className='mutual-tip__text'>{tip.text}</Text>
            </View>
          ))}
        </View>
        <View className='mutual-tip__calls'>
          <RescueButton />
          <Button className='mutual-tip__call mutual-tip__call--police' variant='secondary' onClick={() => callPhone(TRAFFIC_POLICE)}>
            {`拨打交警 ${TRAFFIC_POLICE}`}
          </Button>
        </View>
      </View>
    </Screen>
  )
}
