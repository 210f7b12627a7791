import { View } from '@tarojs/components'
import { openPage } from '@/core/navigation'
import { paths } from '@/routes'
import { Button } from '@/shared/button'
import { MemberIntro } from '@/shared/member'
import { Screen, StateView } from '@/shared/screen'
import { useMyWelfare } from '../hooks'
import { ApplicationState } from './application-state'
import { ApplyForm } from './apply-form'
import './apply-form.scss'

/**
 * Join the society: the form; a member or an application under review sees where they stand
 * instead, a refused one its reason above the form filled with what was sent.
 */
export function WelfareApplyScreen() {
  const mine = useMyWelfare()
  const data = mine.data
  const application = data?.application ?? null
  return (
    <Screen login='登录后申请加入福利社' load={mine}>
      {data &&
        (data.membership ? (
          <StateView title='你已是福利社会员' text={`会员编号 ${data.membership.memberNo}`} retryText='查看我的会员卡' onRetry={() => void openPage(paths.welfare())} />
        ) : application?.state === 'reviewing' ? (
          <View>
            <ApplicationState application={application} />
            <Button className='welfare-apply-screen__action' variant='secondary' onClick={() => void openPage(paths.welfareSociety())}>
              看看公益项目
            </Button>
          </View>
        ) : (
          <View>
            {application ? (
              <ApplicationState application={application} />
            ) : (
              <MemberIntro title='加入车主公益福利社' text='填写以下信息提交申请，审核通过后即成为会员，参与公益项目、累计志愿时长。' />
            )}
            <ApplyForm application={application} />
          </View>
        ))}
    </Screen>
  )
}
