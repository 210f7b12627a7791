import { Text, View } from '@tarojs/components'
import { Screen } from '@/shared/screen'
import { openOf } from '../auth-state'
import { useMyAuths, useOccupations } from '../hooks'
import { AuthCard } from './auth-card'
import { OccupationCard } from './occupation-card'
import './auth-index-screen.scss'

/** 职业认证: my authentications in every state, then the occupations one can authenticate. */
export function AuthIndexScreen() {
  const auths = useMyAuths()
  const occupations = useOccupations()
  const mine = auths.data
  return (
    <Screen login='登录后进行职业认证' load={[auths, occupations]}>
      {mine && occupations.data && (
        <View className='occupation-index'>
          <Text className='occupation-index__title'>我的认证</Text>
          {mine.length ? (
            mine.map((a) => <AuthCard key={a.id} auth={a} renewable={!openOf(mine, a.type)} />)
          ) : (
            <Text className='occupation-index__empty'>还没有职业认证，选择下方职业开始认证</Text>
          )}
          <Text className='occupation-index__title'>可认证职业</Text>
          {occupations.data.map((o) => (
            <OccupationCard key={o.type} occupation={o} open={openOf(mine, o.type)} />
          ))}
        </View>
      )}
    </Screen>
  )
}
