import type { ReactNode } from 'react'
import { Text, View } from '@tarojs/components'
import { CreatorScreen } from './creator-screen'
import './lead-screen.scss'

export interface CreatorLeadScreenProps {
  /** The lead form (the activity feature's), given the source that credits this creator. */
  renderForm: (source: string) => ReactNode
}

/** A friend's purchase interest registered by a creator: the lead's source names the creator, so it is credited to them. */
export function CreatorLeadScreen({ renderForm }: CreatorLeadScreenProps) {
  return (
    <CreatorScreen login='登录后为好友登记购车意向' notCreator='成为创作者后即可为好友登记'>
      {(profile) => (
        <View>
          <View className='creator-lead__intro'>
            <Text className='creator-lead__title'>为好友预约专属顾问</Text>
            <Text className='creator-lead__text'>以创作者「{profile.displayName}」的名义登记，顾问跟进后计入你的推荐。</Text>
          </View>
          {renderForm(`creator-${profile.accountId}`)}
        </View>
      )}
    </CreatorScreen>
  )
}
