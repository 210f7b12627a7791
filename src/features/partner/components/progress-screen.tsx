import { useState } from 'react'
import type { PartnerApplication } from '@api/user'
import { Text, View } from '@tarojs/components'
import { openPage } from '@/core/navigation'
import { paths } from '@/routes'
import { Button } from '@/shared/button'
import { confirmAction } from '@/shared/confirm'
import { Screen } from '@/shared/screen'
import { MemberIntro } from '@/shared/member'
import { Steps } from '@/shared/steps'
import { useWrite } from '@/shared/use-write'
import { signPartnerAgreement } from '../api'
import { usePartnerHome } from '../hooks'
import { awaitsSigning, progressSteps } from '../progress'
import { ApplyForm } from './apply-form'
import { ApplicationState } from './application-state'
import './progress-screen.scss'

/** The agreement to sign once approved: what it binds, a link to the rules, and the button (asked first). */
function SignAgreement({ onSigned }: { onSigned: (application: PartnerApplication) => void }) {
  const signing = useWrite(signPartnerAgreement, { done: '签约成功，欢迎成为合伙人', onDone: onSigned })
  const sign = async () => {
    const ok = await confirmAction({
      title: '签署合伙人协议',
      content: '签署即表示你已阅读并同意《合伙人规则》，推荐行为将遵守规则约定。',
      confirmText: '确认签署',
    })
    // A refusal is toasted by the request layer; the button stays for another try.
    if (ok) await signing.run()
  }
  return (
    <View className='partner-progress__agreement'>
      <Text className='partner-progress__agreement-title'>审核已通过，请签署合伙人协议</Text>
      <Text className='partner-progress__agreement-text'>签约后即可生成推广海报、为好友登记购车意向，成交后按等级获得积分与奖励。</Text>
      <Text className='partner-progress__link' onClick={() => void openPage(paths.partnerRules())}>
        阅读《合伙人规则》
      </Text>
      <Button className='partner-progress__sign' variant='primary' loading={signing.busy} onClick={() => void sign()}>
        签署合伙人协议
      </Button>
    </View>
  )
}

function ApplicationSteps({ application }: { application: PartnerApplication }) {
  const { steps, current } = progressSteps(application)
  return <Steps className='partner-progress__steps' steps={steps} current={current} label='申请进度' />
}

/**
 * Where my application stands, step by step, with what comes next: the agreement to sign once
 * approved, the form filled with what was sent after a refusal, the form itself before applying.
 */
export function PartnerProgressScreen() {
  const home = usePartnerHome()
  const [editing, setEditing] = useState(false)
  const data = home.data
  const application = data?.application ?? null
  const applied = (a: PartnerApplication) => {
    setEditing(false)
    home.setData((h) => h && { ...h, application: a })
  }
  return (
    <Screen login='登录后申请成为合伙人' load={home}>
      {data && (
        <View className='partner-progress'>
          {application ? <ApplicationState application={application} /> : <Intro />}
          {application && <ApplicationSteps application={application} />}
          {awaitsSigning(application) && <SignAgreement onSigned={applied} />}
          {application?.state === 'approved' && application.agreementSignedAt && (
            <Button className='partner-progress__centre' variant='secondary' onClick={() => void openPage(paths.partnerCenter())}>
              进入合伙人中心
            </Button>
          )}
          {application?.state === 'rejected' && !editing && (
            <Button className='partner-progress__again' variant='primary' onClick={() => setEditing(true)}>
              修改后重新提交
            </Button>
          )}
          {(!application || editing) && <ApplyForm application={application} onApplied={applied} />}
        </View>
      )}
    </Screen>
  )
}

function Intro() {
  return <MemberIntro title='申请成为品牌合伙人' text='填写以下信息提交申请，审核通过并签署协议后即可推荐好友购车、赢取积分与奖励。' />
}
