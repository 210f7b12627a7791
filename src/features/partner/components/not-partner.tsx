import type { PartnerHome } from '@api/user'
import { View } from '@tarojs/components'
import { openPage } from '@/core/navigation'
import { paths } from '@/routes'
import { MemberJoin } from '@/shared/member'
import { awaitsSigning } from '../progress'
import { ApplicationState } from './application-state'
import './not-partner.scss'

function actionOf(application: PartnerHome['application']): string {
  if (!application) return '申请成为合伙人'
  if (application.state === 'rejected') return '修改后重新提交'
  return awaitsSigning(application) ? '去签署协议' : '查看申请进度'
}

/** Not a partner yet: what being one brings, where my application stands, and the way to apply. */
export function NotPartner({ home }: { home: PartnerHome }) {
  const { application } = home
  return (
    <MemberJoin
      title='成为品牌合伙人'
      text='推荐亲友购车，留资、试驾、成交都有积分与奖励，等级越高回报越多。'
      benefits={home.benefits}
      state={application && <ApplicationState application={application} />}
      action={actionOf(application)}
      onAction={() => void openPage(paths.partnerProgress())}
      extra={
        <View className='partner-join__rules' role='link' onClick={() => void openPage(paths.partnerRules())}>
          查看《合伙人规则》
        </View>
      }
    />
  )
}
