import type { ReactNode } from 'react'
import type { PartnerScene } from '@api/user'
import { Text, View } from '@tarojs/components'
import { isNotFound } from '@/core/request'
import { Img } from '@/shared/img'
import { Screen } from '@/shared/screen'
import { useQuery } from '@/shared/use-load'
import { partnerSceneQuery } from '../queries'
import { PARTNER_SOURCE_PREFIX } from '../constants'
import { PARTNER_SCENE_PATTERN } from '../scene-pattern'
import { PartnerScreen } from './partner-screen'
import './lead-screen.scss'

export interface PartnerLeadScreenProps {
  /** A partner's share scene (a friend's link or code); none: the logged-in partner's own. */
  scene?: string
  /** The lead form (the activity feature's), given the source that credits the partner. */
  renderForm: (source: string) => ReactNode
}

const BAD_LINK = '推广链接无效或已失效，请向合伙人重新获取'

/** Who the lead is credited to, then the form whose source names their scene. */
function Credited({ partner, renderForm }: { partner: PartnerScene; renderForm: PartnerLeadScreenProps['renderForm'] }) {
  return (
    <View>
      <View className='partner-lead__intro'>
        <Text className='partner-lead__title'>为好友预约专属顾问</Text>
        <View className='partner-lead__who'>
          <Img className='partner-lead__avatar' src={partner.avatarUrl} alt='' />
          <Text className='partner-lead__name'>{`推荐人：${partner.displayName}`}</Text>
          <Text className='partner-lead__tier'>{partner.tierName}</Text>
        </View>
        <Text className='partner-lead__text'>提交后由当地顾问联系，本次登记计入该合伙人的推荐。</Text>
      </View>
      {renderForm(`${PARTNER_SOURCE_PREFIX}${partner.sceneId}`)}
    </View>
  )
}

/**
 * A friend's link: no login needed, the scene says whom to credit. A malformed scene (no call) or
 * one the server does not know (404) is a bad link: 链接无效 and a way on, never the form.
 */
function SceneLead({ scene, renderForm }: Required<PartnerLeadScreenProps>) {
  const valid = PARTNER_SCENE_PATTERN.test(scene)
  const partner = useQuery(partnerSceneQuery, valid && [scene])
  const unknown = isNotFound(partner.error)
  return (
    <Screen missing={(!valid || unknown) && BAD_LINK} load={partner}>
      {partner.data && <Credited partner={partner.data} renderForm={renderForm} />}
    </Screen>
  )
}

/** A friend's purchase interest, registered by a partner for them or sent through the partner's share scene. */
export function PartnerLeadScreen({ scene, renderForm }: PartnerLeadScreenProps) {
  // A link that names a scene, even an empty one, is a friend's: never the viewer's own form in its place.
  if (scene !== undefined) return <SceneLead scene={scene} renderForm={renderForm} />
  return (
    <PartnerScreen login='登录后为好友登记购车意向' notPartner='成为合伙人后即可为好友登记'>
      {(profile) => <Credited partner={profile} renderForm={renderForm} />}
    </PartnerScreen>
  )
}
